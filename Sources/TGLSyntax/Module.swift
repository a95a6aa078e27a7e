// TGLSyntax: module marker; replaced as the module fills in.
