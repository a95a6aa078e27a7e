;;; tgl-mode.el --- Major mode for .tgl layout files -*- lexical-binding: t; -*-

;; Version: 0.1.0
;; Package-Requires: ((emacs "27.1"))
;; Keywords: languages
;; URL: see editors/emacs in the tgl repository

;;; Commentary:

;; `tgl-mode' edits .tgl files, the declarative layout markup of the tgl toolkit for
;; TangramKit and MyLayout: font-lock for the same classes as the TextMate grammar
;; (grammar/tgl.tmLanguage.json), indentation by brace depth (`tgl-indent-offset'),
;; `//' and nested `/* */' comments, `///' doc comments, and imenu for named elements.
;;
;; With Eglot (built into Emacs 29, `elpa-eglot' on Debian 12), `M-x eglot' in a .tgl
;; buffer starts `tgl lsp' (see `tgl-server-command'); the layout settings in `tgl-layout'
;; are sent as initializationOptions and, under "tgl", in workspace/didChangeConfiguration
;; (again with `M-x tgl-send-settings' after changing them).
;;
;;   (add-to-list 'load-path "/path/to/tgl/editors/emacs")
;;   (require 'tgl-mode)
;;   (add-hook 'tgl-mode-hook #'eglot-ensure)   ; optional: start the server automatically
;;
;; With lsp-mode instead, the client `tgl' is registered once lsp-mode loads:
;;   (add-hook 'tgl-mode-hook #'lsp-deferred)

;;; Code:

(require 'rx)

(defgroup tgl nil
  "Editing .tgl layout files."
  :group 'languages
  :prefix "tgl-")

(defcustom tgl-indent-offset 4
  "Number of columns per level of braces."
  :type 'integer
  :safe #'integerp)

(defcustom tgl-server-command '("tgl" "lsp")
  "Command that starts the tgl language server."
  :type '(repeat string))

(defcustom tgl-layout
  '(:canvas "390,844" :scale 3 :sizeClass "w:compact,h:regular" :orientation "portrait" :rtl :json-false)
  "Layout settings sent to the language server (a plist, as JSON keys)."
  :type 'plist)

;;;; Faces

(defface tgl-directive-face '((t :inherit font-lock-preprocessor-face)) "Directives such as @canvas.")
(defface tgl-when-face '((t :inherit font-lock-keyword-face)) "The `when' of size-class variants.")
(defface tgl-container-kind-face '((t :inherit font-lock-type-face)) "Container kinds: linear, relative, ...")
(defface tgl-leaf-kind-face '((t :inherit font-lock-type-face)) "Leaf kinds: view, label, ...")
(defface tgl-element-name-face '((t :inherit font-lock-function-name-face)) "The name of an element.")
(defface tgl-property-face '((t :inherit font-lock-builtin-face)) "Property names and attributes.")
(defface tgl-constant-face '((t :inherit font-lock-constant-face)) "Keywords that are values: wrap, fill, vert, ...")
(defface tgl-number-face '((t :inherit font-lock-constant-face)) "Numbers.")
(defface tgl-weight-face '((t :inherit tgl-number-face)) "Weights such as 20%.")
(defface tgl-color-face '((t :inherit font-lock-constant-face)) "Colours such as #FF8800.")
(defface tgl-escape-face '((t :inherit font-lock-regexp-grouping-backslash)) "Escapes in strings.")
(defface tgl-reference-face '((t :inherit font-lock-variable-name-face)) "The view named in a reference.")
(defface tgl-bound-face '((t :inherit font-lock-keyword-face)) "The bounds min and max.")
(defface tgl-operator-face '((t :inherit default)) "Arithmetic operators and a constraint's relations.")
(defface tgl-function-face '((t :inherit font-lock-builtin-face)) "Functions of path equations.")
(defface tgl-invalid-face '((t :inherit font-lock-warning-face)) "Bad numbers, colours and escapes.")

;;;; Vocabulary (kept equal to Sources/TGLSyntax/Vocabulary.swift by editors/tests)

(defconst tgl-container-kinds
  '("linear" "relative" "frame" "table" "row" "flow" "float" "path" "constraints"))
(defconst tgl-leaf-kinds '("view" "label" "image" "button" "spacer"))
(defconst tgl-value-keywords
  '("wrap" "fill" "average" "vert" "horz" "true" "false" "visible" "invisible" "gone"
    "compact" "regular" "any" "landscape" "portrait"
    "center" "top" "bottom" "left" "right" "leading" "trailing" "between" "around" "among"
    "windowCenter" "baseline" "none" "weight" "auto" "always" "no" "flexed"))
(defconst tgl-functions
  '("sin" "cos" "tan" "asin" "acos" "atan" "sqrt" "pow" "abs" "exp" "log" "fixed" "count"))

(defconst tgl--name "\\(?:_\\|[^0-9 \t\n\r\f[:space:][:punct:]]\\)\\(?:\\sw\\|\\s_\\)*"
  "A name: letters, digits, `_' and emoji, not starting with a digit.")

;;;; Syntax

(defvar tgl-mode-syntax-table
  (let ((table (make-syntax-table)))
    ;; `//' comments (style b) and nestable `/* */' comments (style a, n).
    (modify-syntax-entry ?/ ". 124b" table)
    (modify-syntax-entry ?* ". 23n" table)
    (modify-syntax-entry ?\n "> b" table)
    (modify-syntax-entry ?\r "> b" table)
    (modify-syntax-entry ?\" "\"" table)
    (modify-syntax-entry ?\\ "\\" table)
    (modify-syntax-entry ?_ "w" table)
    (modify-syntax-entry ?# "_" table)
    (modify-syntax-entry ?@ "_" table)
    (dolist (punct '(?: ?\; ?, ?. ?+ ?- ?% ?= ?< ?>))
      (modify-syntax-entry punct "." table))
    ;; Emoji, their joiners and variation selectors are part of names, as in the lexer.
    (modify-syntax-entry '(#x1F000 . #x1FAFF) "w" table)
    (modify-syntax-entry '(#x2600 . #x27BF) "w" table)
    (modify-syntax-entry #x200D "w" table)
    (modify-syntax-entry '(#xFE00 . #xFE0F) "w" table)
    table)
  "Syntax table of `tgl-mode'.")

(defun tgl--syntactic-face (state)
  "Face of the string or comment described by STATE.
Doc face for `///' comments (not `////'), comment face for the others."
  (cond
   ((nth 3 state) 'font-lock-string-face)
   ((save-excursion
      (goto-char (nth 8 state))
      (and (looking-at "///") (not (looking-at "////"))))
    'font-lock-doc-face)
   (t 'font-lock-comment-face)))

(defun tgl--in-code-p (position)
  "Non-nil when POSITION is outside strings and comments."
  (not (nth 8 (save-excursion (syntax-ppss position)))))

(defun tgl--search (regexp limit predicate)
  "Search for REGEXP before LIMIT until PREDICATE holds on the match.
PREDICATE is called with no arguments and the match data set."
  (let (found)
    (while (and (not found) (re-search-forward regexp limit t))
      (when (save-match-data (funcall predicate))
        (setq found t)))
    found))

(defconst tgl--header-re
  (concat "\\(?:^\\|[{;]\\|\\*/\\)[ \t]*\\(" tgl--name "\\)"
          "\\(?:[ \t]+\\(" tgl--name "\\)\\)?"
          "[ \t]*\\(?:[({};]\\|//\\|/\\*\\|$\\)")
  "An element header.
A kind at the start of a statement, an optional name, then `(', `{' or the end.")

(defun tgl--match-header (limit)
  "Font-lock matcher of element headers before LIMIT.
Group 1 is a container kind, 2 a leaf kind, 3 another kind, 4 the name."
  (let (found)
    (while (and (not found) (re-search-forward tgl--header-re limit t))
      (let ((kind (match-string 1))
            (kind-start (match-beginning 1)) (kind-end (match-end 1))
            (name-start (match-beginning 2)) (name-end (match-end 2)))
        (when (and (tgl--in-code-p kind-start)
                   (not (string-match-p "\\`[0-9]" kind))
                   (not (equal kind "when"))
                   (not (and name-start (string-match-p "\\`[0-9]" (match-string 2)))))
          (let ((group (cond ((member kind tgl-container-kinds) 1)
                             ((member kind tgl-leaf-kinds) 2)
                             (t 3))))
            (set-match-data
             (list kind-start (or name-end kind-end)
                   (and (= group 1) kind-start) (and (= group 1) kind-end)
                   (and (= group 2) kind-start) (and (= group 2) kind-end)
                   (and (= group 3) kind-start) (and (= group 3) kind-end)
                   name-start name-end))
            ;; Go on right after the header, so that `{' or `;' can start the next statement.
            (goto-char (or name-end kind-end))
            (setq found t)))))
    found))

(defun tgl--match-escape (limit)
  "Font-lock matcher of escapes inside strings before LIMIT.
Group 1 is a valid escape, group 2 an invalid one."
  (tgl--search "\\(\\\\\\(?:[\"\\\\nt]\\|u{[[:xdigit:]]\\{1,8\\}}\\)\\)\\|\\(\\\\.\\)" limit
               (lambda () (nth 3 (syntax-ppss (match-beginning 0))))))

(defun tgl--code-matcher (regexp)
  "A font-lock matcher of REGEXP outside strings and comments."
  (lambda (limit) (tgl--search regexp limit (lambda () (tgl--in-code-p (match-beginning 0))))))

(defconst tgl--decimal "\\(?:[0-9]+\\(?:\\.[0-9]+\\)?\\|\\.[0-9]+\\)")

(defvar tgl-font-lock-keywords
  `((tgl--match-escape (1 'tgl-escape-face t t) (2 'tgl-invalid-face t t))
    (,(tgl--code-matcher (concat "@" tgl--name)) . 'tgl-directive-face)
    (tgl--match-header (1 'tgl-container-kind-face nil t) (2 'tgl-leaf-kind-face nil t)
                       (3 'font-lock-type-face nil t) (4 'tgl-element-name-face nil t))
    (,(tgl--code-matcher "\\_<\\(when\\)\\_>\\(?:[ \t]*[^: \t]\\|[ \t]*$\\)") (1 'tgl-when-face))
    (,(tgl--code-matcher (concat "\\(" tgl--name "\\)[ \t]*:")) (1 'tgl-property-face))
    (,(tgl--code-matcher (concat "\\_<\\(vert\\|horz\\)[ \t]*\\.[ \t]*\\(" tgl--name "\\)"))
     (1 'tgl-constant-face) (2 'tgl-constant-face))
    (,(tgl--code-matcher (concat "\\(" tgl--name "\\)[ \t]*\\.[ \t]*\\(" tgl--name "\\)"))
     (1 'tgl-reference-face) (2 'tgl-property-face))
    (,(tgl--code-matcher "\\_<\\(min\\|max\\)\\_>\\(?:[ \t]*[^.:( \t]\\|[ \t]*$\\)") (1 'tgl-bound-face))
    (,(tgl--code-matcher (concat "\\_<" (regexp-opt tgl-functions t) "[ \t]*(")) (1 'tgl-function-face))
    (,(tgl--code-matcher (concat "\\_<" (regexp-opt tgl-value-keywords t) "\\_>")) (1 'tgl-constant-face))
    (,(tgl--code-matcher "#\\(?:[[:xdigit:]]\\{8\\}\\|[[:xdigit:]]\\{6\\}\\|[[:xdigit:]]\\{3,4\\}\\)\\_>")
     . 'tgl-color-face)
    (,(tgl--code-matcher "#\\(?:\\sw\\|\\s_\\)*") . 'tgl-invalid-face)
    ;; A number glued to letters or to a second fraction (12px, 1.2.3); written so that it cannot
    ;; match a prefix of a good number such as 0.5 or 33.3% by backtracking.
    (,(tgl--code-matcher (concat "\\_<[0-9]+\\(?:[A-Za-z_]\\|\\.[0-9]+\\(?:[A-Za-z_]\\|\\.[0-9]\\)\\)"
                                 "\\(?:[A-Za-z_0-9]\\|\\.[0-9]\\)*%?"))
     . 'tgl-invalid-face)
    (,(tgl--code-matcher (concat "\\(?:^\\|[^[:alnum:]_.]\\)\\(" tgl--decimal "%\\)")) (1 'tgl-weight-face))
    (,(tgl--code-matcher (concat "\\(?:^\\|[^[:alnum:]_.]\\)\\(" tgl--decimal "\\)")) (1 'tgl-number-face))
    (,(tgl--code-matcher (concat "\\(?:^\\|[^[:alnum:]_.]\\)\\(" tgl--name "\\)"))
     (1 'tgl-reference-face))
    ;; A constraint's relations (==, <=, >=) and arithmetic.
    (,(tgl--code-matcher "==\\|<=\\|>=\\|[-+*/]") . 'tgl-operator-face))
  "Font-lock rules of `tgl-mode': the classes of the TextMate grammar.")

;;;; Indentation

(defun tgl-indent-line ()
  "Indent the current line by brace depth.
Each open `{', `(' or `[' adds `tgl-indent-offset' columns."
  (interactive)
  (let* ((depth (save-excursion (car (syntax-ppss (line-beginning-position)))))
         (closing (save-excursion (back-to-indentation) (looking-at-p "[]})]")))
         (column (* tgl-indent-offset (max 0 (- depth (if closing 1 0)))))
         (offset (- (current-column) (current-indentation))))
    (unless (nth 4 (save-excursion (syntax-ppss (line-beginning-position))))
      (indent-line-to column)
      (when (> offset 0) (move-to-column (+ column offset))))))

;;;; Language server

(defun tgl-server-settings ()
  "The settings the server reads: `(:layout LAYOUT)'."
  (list :layout tgl-layout))

(defun tgl-eglot-contact (&optional _interactive)
  "The Eglot contact of `tgl-mode' buffers.
`tgl-server-command' with the settings as initializationOptions."
  (append tgl-server-command (list :initializationOptions (tgl-server-settings))))

(declare-function jsonrpc-notify "jsonrpc")
(declare-function eglot-current-server "eglot")
(declare-function eglot--workspace-configuration-plist "eglot")

(defun tgl--eglot-send-settings (server)
  "Send the settings to SERVER in workspace/didChangeConfiguration.
They go under \"tgl\".  Eglot runs this in `eglot-connect-hook' with
`major-mode' bound to the managed mode, after its own notification;
a \"tgl\" section in `eglot-workspace-configuration' wins."
  (when (and (eq major-mode 'tgl-mode)
             (not (plist-get (ignore-errors (eglot--workspace-configuration-plist server)) :tgl)))
    (jsonrpc-notify server :workspace/didChangeConfiguration
                    (list :settings (list :tgl (tgl-server-settings))))))

(defun tgl-send-settings ()
  "Send `tgl-layout' to the language server of the current buffer.
Use it after changing `tgl-layout'."
  (interactive)
  (let ((server (and (fboundp 'eglot-current-server) (eglot-current-server))))
    (cond (server (let ((major-mode 'tgl-mode)) (tgl--eglot-send-settings server)))
          ((tgl--lsp-mode-send-settings))
          (t (user-error "No language server manages this buffer; start one with M-x eglot or M-x lsp")))))

;;;; Live preview

(declare-function jsonrpc-request "jsonrpc")
(declare-function eglot--TextDocumentIdentifier "eglot")
(declare-function eglot--pos-to-lsp-position "eglot")
(declare-function lsp-request "lsp-mode")
(declare-function lsp--text-document-identifier "lsp-mode")
(declare-function lsp--cur-position "lsp-mode")

(defcustom tgl-preview-port 0
  "Port of the live preview on 127.0.0.1; 0 lets the system choose a free one."
  :type 'integer :group 'tgl)

(defcustom tgl-preview-open-browser 'graphic
  "Whether `tgl-preview' opens the page with `browse-url'.
`graphic' (the default): only in a graphical frame, since a terminal
Emacs has no browser to show it; t: always; nil: never.  The address is
always shown in the echo area (and *Messages*) and put on the kill ring."
  :type '(choice (const :tag "In graphical frames" graphic) (const :tag "Always" t) (const :tag "Never" nil))
  :group 'tgl)

(defun tgl--eglot-server ()
  "The Eglot server of the current buffer, nil when Eglot manages none."
  (and (fboundp 'eglot-current-server) (eglot-current-server)))

(defun tgl--lsp-mode-p ()
  "Non-nil when lsp-mode manages the current buffer."
  (and (bound-and-true-p lsp-mode) (fboundp 'lsp-workspaces) (lsp-workspaces)))

(defun tgl--result-get (result key)
  "KEY (a string) of RESULT: Eglot's plist, or lsp-mode's hash table or plist."
  (if (hash-table-p result) (gethash key result) (plist-get result (intern (concat ":" key)))))

(defun tgl--preview-send-cursor ()
  "Tell the language server where the cursor is, to outline that element in the preview."
  (let ((server (tgl--eglot-server)))
    (cond (server
           (jsonrpc-notify server :tgl/cursor
                           (list :textDocument (eglot--TextDocumentIdentifier)
                                 :position (eglot--pos-to-lsp-position))))
          ((tgl--lsp-mode-p)
           (lsp-notify "tgl/cursor" (list :textDocument (lsp--text-document-identifier)
                                          :position (lsp--cur-position)))))))

(defun tgl--preview-start (uri)
  "Ask the language server of the current buffer to start the preview of URI; its answer."
  (let ((arguments (vector (list :uri uri :port tgl-preview-port)))
        (server (tgl--eglot-server)))
    (cond (server (jsonrpc-request server :workspace/executeCommand
                                   (list :command "tgl.preview.start" :arguments arguments)))
          ((tgl--lsp-mode-p) (lsp-request "workspace/executeCommand"
                                          (list :command "tgl.preview.start" :arguments arguments)))
          (t (user-error "No language server manages this buffer; start one with M-x eglot or M-x lsp")))))

(defun tgl-preview (&optional gallery)
  "Start the live preview of the current buffer and open it in the browser.
The page follows the unsaved text; clicking a box moves point to its
element, and moving point outlines the element in the page.  With a
prefix argument GALLERY, open the gallery instead: the buffer on every
device of a set, in portrait and landscape.  Works under Eglot and
lsp-mode.  See `tgl-preview-open-browser' for terminal frames."
  (interactive "P")
  (let* ((uri (cond ((tgl--eglot-server) (plist-get (eglot--TextDocumentIdentifier) :uri))
                    ((tgl--lsp-mode-p) (tgl--result-get (lsp--text-document-identifier) "uri"))))
         (result (tgl--preview-start uri))
         (page (or (and gallery (tgl--result-get result "gallery"))
                   (tgl--result-get result "page") (tgl--result-get result "url"))))
    (add-hook 'post-command-hook #'tgl--preview-send-cursor nil t)
    (kill-new page)
    (message "tgl: %s at %s (copied)" (if gallery "gallery" "preview") page)
    (when (if (eq tgl-preview-open-browser 'graphic) (display-graphic-p) tgl-preview-open-browser)
      (browse-url page))
    page))

(with-eval-after-load 'eglot
  (defvar eglot-server-programs)
  (add-to-list 'eglot-server-programs '(tgl-mode . tgl-eglot-contact))
  (add-hook 'eglot-connect-hook #'tgl--eglot-send-settings t))

;;;; lsp-mode

(defvar lsp-language-id-configuration)
(declare-function lsp-register-client "lsp-mode")
(declare-function make-lsp-client "lsp-mode")
(declare-function lsp-stdio-connection "lsp-mode")
(declare-function lsp-activate-on "lsp-mode")
(declare-function lsp-notify "lsp-mode")
(declare-function lsp-workspaces "lsp-mode")

;; With lsp-mode instead of Eglot, `M-x lsp' (or `lsp-deferred' in `tgl-mode-hook') starts the
;; same server, with the same initializationOptions.
(with-eval-after-load 'lsp-mode
  (add-to-list 'lsp-language-id-configuration '(tgl-mode . "tgl"))
  (lsp-register-client
   (make-lsp-client
    :new-connection (lsp-stdio-connection (lambda () tgl-server-command))
    :activation-fn (lsp-activate-on "tgl")
    :initialization-options #'tgl-server-settings
    :server-id 'tgl)))

(defun tgl--lsp-mode-send-settings ()
  "Send the settings to the lsp-mode servers of the current buffer.
Return nil when lsp-mode manages no server here."
  (when (and (fboundp 'lsp-workspaces) (lsp-workspaces))
    (lsp-notify "workspace/didChangeConfiguration" (list :settings (list :tgl (tgl-server-settings))))
    t))

;;;; Mode

;;;###autoload
(define-derived-mode tgl-mode prog-mode "TGL"
  "Major mode for .tgl layout files.

\\{tgl-mode-map}"
  :syntax-table tgl-mode-syntax-table
  (setq-local comment-start "// ")
  (setq-local comment-end "")
  (setq-local comment-start-skip "\\(?://+\\|/\\*+\\)\\s-*")
  (setq-local comment-use-syntax t)
  (setq-local indent-line-function #'tgl-indent-line)
  (setq-local indent-tabs-mode nil)
  (setq-local electric-indent-chars (append "{}" electric-indent-chars))
  (setq-local font-lock-defaults
              '(tgl-font-lock-keywords nil nil nil nil
                (font-lock-syntactic-face-function . tgl--syntactic-face)))
  (setq-local imenu-generic-expression
              `((nil ,(concat "^[ \t]*" (regexp-opt (append tgl-container-kinds tgl-leaf-kinds) t)
                              "[ \t]+\\(" tgl--name "\\)")
                     2))))

;;;###autoload
(add-to-list 'auto-mode-alist '("\\.tgl\\'" . tgl-mode))

(provide 'tgl-mode)
;;; tgl-mode.el ends here
