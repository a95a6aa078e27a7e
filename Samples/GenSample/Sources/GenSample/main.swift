// Uses the type that TGLGenPlugin generated from profile.tgl: its properties are the named views.

import TangramKit
import UIKit

MainActor.assumeIsolated {
  let layout = ProfileLayout()
  // The texts and fonts come from profile.tgl; what the app knows only at run time it sets itself.
  layout.handle.text = "@ada_lovelace"
  layout.avatar.backgroundColor = UIColor(white: 0.9, alpha: 1)
  // In an app: `view.addSubview(layout.root)`. Here, the document that the calls built:
  do {
    print(try TGRebuild.document(layout).text, terminator: "")
  } catch {
    print("GenSample: \(error)")
  }
}
