;;; emacs_driver.el --- Emacs end-to-end driver for tgl-mode and Eglot -*- lexical-binding: t; -*-
;; emacs --batch -Q -L editors/emacs -l emacs_driver.el
;; Environment: TGL_BIN, TGL_E2E_FILE, TGL_E2E_OUT, TGL_E2E_HOVER_LINE/CHARACTER,
;; TGL_E2E_COMPLETION_LINE/CHARACTER (0-based, as in LSP), TGL_E2E_TIMEOUT_MS.
;; Opens the file, starts Eglot, waits for publishDiagnostics, requests hover and completion,
;; and writes what arrived to TGL_E2E_OUT as JSON.

(require 'cl-lib)
(require 'json)
(require 'package)

(defvar tgl-e2e-result (list (cons 'emacs emacs-version)))
(defvar tgl-e2e-diagnostics nil "Diagnostics of publishDiagnostics notifications, as received.")
(defconst tgl-e2e-timeout (/ (string-to-number (or (getenv "TGL_E2E_TIMEOUT_MS") "20000")) 1000.0))

(defun tgl-e2e-put (key value) (push (cons key value) tgl-e2e-result))

(defun tgl-e2e-finish ()
  (with-temp-file (getenv "TGL_E2E_OUT")
    (insert (json-encode tgl-e2e-result)))
  (kill-emacs 0))

(defun tgl-e2e-wait (predicate)
  "Process events until PREDICATE holds or the timeout passes; return its value."
  (let ((deadline (+ (float-time) tgl-e2e-timeout)) value)
    (while (and (not (setq value (funcall predicate))) (< (float-time) deadline))
      (accept-process-output nil 0.05))
    value))

(defun tgl-e2e-goto (line character)
  (goto-char (point-min))
  (forward-line line)
  (forward-char character))

(defun tgl-e2e-text (contents)
  "The text of hover CONTENTS: MarkupContent, MarkedString, a string or a vector of them."
  (cond ((stringp contents) contents)
        ((vectorp contents) (mapconcat #'tgl-e2e-text contents "\n"))
        ((plist-get contents :value))
        (t (format "%S" contents))))

;; Eglot: built in since Emacs 29, or Debian's elpa-eglot, which `package-initialize' activates
;; from the system package directory (-Q leaves it out of `package-directory-list').
(unless (require 'eglot nil t)
  (add-to-list 'package-directory-list "/usr/share/emacs/site-lisp/elpa")
  (package-initialize)
  (unless (require 'eglot nil t)
    (tgl-e2e-put 'skip "eglot is not installed (apt-get install elpa-eglot, or Emacs 29)")
    (tgl-e2e-finish)))
(tgl-e2e-put 'eglot (or (and (boundp 'eglot-version) eglot-version) "built-in"))
(require 'tgl-mode)
(setq tgl-server-command (list (getenv "TGL_BIN") "lsp"))
(setq eglot-sync-connect tgl-e2e-timeout
      eglot-connect-timeout tgl-e2e-timeout
      eglot-autoreconnect nil)

(cl-defmethod eglot-handle-notification :before
  (_server (_method (eql textDocument/publishDiagnostics)) &key diagnostics &allow-other-keys)
  (setq tgl-e2e-diagnostics (append tgl-e2e-diagnostics diagnostics nil)))

(run-at-time (* 4 tgl-e2e-timeout) nil
             (lambda () (tgl-e2e-put 'timed_out t) (tgl-e2e-finish)))

(find-file (getenv "TGL_E2E_FILE"))
(tgl-e2e-put 'major_mode (symbol-name major-mode))
(condition-case err
    (progn
      (apply #'eglot (eglot--guess-contact))
      (tgl-e2e-wait (lambda () (eglot-current-server)))
      (tgl-e2e-put 'connected (and (eglot-current-server) t))
      (let ((server (eglot-current-server)))
        (tgl-e2e-put 'contact (format "%S" (tgl-eglot-contact)))
        (tgl-e2e-put 'diagnostics_arrived (and (tgl-e2e-wait (lambda () tgl-e2e-diagnostics)) t))
        (tgl-e2e-put 'diagnostics
                     (vconcat (mapcar (lambda (d)
                                        (list (cons 'message (plist-get d :message))
                                              (cons 'line (plist-get (plist-get (plist-get d :range) :start) :line))
                                              (cons 'severity (plist-get d :severity))))
                                      tgl-e2e-diagnostics)))
        (tgl-e2e-goto (string-to-number (getenv "TGL_E2E_HOVER_LINE"))
                      (string-to-number (getenv "TGL_E2E_HOVER_CHARACTER")))
        (let ((hover (jsonrpc-request server :textDocument/hover (eglot--TextDocumentPositionParams)
                                      :timeout tgl-e2e-timeout)))
          (tgl-e2e-put 'hover (vector (tgl-e2e-text (plist-get hover :contents)))))
        (tgl-e2e-goto (string-to-number (getenv "TGL_E2E_COMPLETION_LINE"))
                      (string-to-number (getenv "TGL_E2E_COMPLETION_CHARACTER")))
        (let* ((completion (jsonrpc-request server :textDocument/completion (eglot--CompletionParams)
                                            :timeout tgl-e2e-timeout))
               (items (if (vectorp completion) completion (plist-get completion :items))))
          (tgl-e2e-put 'completion (vconcat (mapcar (lambda (item) (plist-get item :label)) items))))
        (ignore-errors (eglot-shutdown server nil tgl-e2e-timeout))))
  (error (tgl-e2e-put 'error (format "%S" err))))
(tgl-e2e-finish)
