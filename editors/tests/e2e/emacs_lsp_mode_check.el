;;; emacs_lsp_mode_check.el --- Prints how tgl-mode registers with lsp-mode, as JSON -*- lexical-binding: t; -*-
;; Run: emacs --batch -Q -L editors/emacs -l emacs_lsp_mode_check.el
;; Prints {"skip": "..."} when lsp-mode is not installed (Debian: elpa-lsp-mode).
(require 'package)
(require 'json)
(add-to-list 'package-directory-list "/usr/share/emacs/site-lisp/elpa")
(package-initialize)
(if (not (require 'lsp-mode nil t))
    (princ (json-encode '(:skip "lsp-mode is not installed (apt-get install elpa-lsp-mode)")))
  (require 'tgl-mode)
  (let ((client (gethash 'tgl lsp-clients)))
    (princ (json-encode
            (list :registered (if client t :json-false)
                  :languageId (cdr (assoc 'tgl-mode lsp-language-id-configuration))
                  :activates (if (and client (with-temp-buffer
                                                 (tgl-mode)
                                                 (funcall (lsp--client-activation-fn client) "a.tgl" 'tgl-mode)))
                                 t :json-false)
                  :stdio (if (and client (plist-get (lsp--client-new-connection client) :connect)) t :json-false)
                  :initializationOptions (and client (funcall (lsp--client-initialization-options client))))))))
