;;; emacs_preview.el --- `M-x tgl-preview' under lsp-mode or Eglot, against `tgl lsp' -*- lexical-binding: t; -*-
;; emacs --batch -Q -L editors/emacs -l emacs_preview.el
;; Environment: TGL_BIN, TGL_E2E_CLIENT (lsp-mode or eglot), TGL_E2E_FILE (inside a directory with a .git, the
;; project root), TGL_E2E_OUT, TGL_E2E_TIMEOUT_MS. Starts the client on the file, waits for the server, runs
;; `tgl-preview' and its gallery variant (browser off), and writes the page addresses (or the error) to
;; TGL_E2E_OUT as JSON.
(require 'json)
(require 'package)

(defvar tgl-e2e-result nil)
(defconst tgl-e2e-timeout (/ (string-to-number (or (getenv "TGL_E2E_TIMEOUT_MS") "20000")) 1000.0))
(defun tgl-e2e-put (key value) (push (cons key value) tgl-e2e-result))
(defun tgl-e2e-finish ()
  (with-temp-file (getenv "TGL_E2E_OUT") (insert (json-encode tgl-e2e-result)))
  (kill-emacs 0))

(add-to-list 'package-directory-list "/usr/share/emacs/site-lisp/elpa")
(package-initialize)
(defconst tgl-e2e-eglot (equal (getenv "TGL_E2E_CLIENT") "eglot"))
(unless (if tgl-e2e-eglot (require 'eglot nil t) (require 'lsp-mode nil t))
  (tgl-e2e-put 'skip (if tgl-e2e-eglot "eglot is not installed (apt-get install elpa-eglot, or Emacs 29)"
                       "lsp-mode is not installed (apt-get install elpa-lsp-mode)"))
  (tgl-e2e-finish))
(require 'tgl-mode)
(setq tgl-server-command (list (getenv "TGL_BIN") "lsp")
      tgl-preview-open-browser nil
      lsp-auto-guess-root t
      lsp-session-file (make-temp-file "tgl-lsp-session")
      lsp-enable-file-watchers nil
      lsp-keep-workspace-alive nil
      lsp-restart 'ignore)
(run-at-time (* 4 tgl-e2e-timeout) nil (lambda () (tgl-e2e-put 'timed_out t) (tgl-e2e-finish)))

(find-file (getenv "TGL_E2E_FILE"))
(condition-case err
    (progn
      (if tgl-e2e-eglot (apply #'eglot (eglot--guess-contact)) (lsp))
      (let ((deadline (+ (float-time) tgl-e2e-timeout)))
        (while (and (not (if tgl-e2e-eglot (eglot-current-server)
                           (and (lsp-workspaces)
                                (eq (lsp--workspace-status (car (lsp-workspaces))) 'initialized))))
                    (< (float-time) deadline))
          (accept-process-output nil 0.05)))
      (tgl-e2e-put 'connected (and (if tgl-e2e-eglot (eglot-current-server) (lsp-workspaces)) t))
      (tgl-e2e-put 'page (tgl-preview))
      (tgl-e2e-put 'gallery (tgl-preview t))
      (tgl-e2e-put 'kill_ring (car kill-ring))
      (tgl-e2e-put 'cursor_hook (and (memq #'tgl--preview-send-cursor post-command-hook) t))
      ;; The hook's notification goes through the client without an error.
      (tgl--preview-send-cursor)
      (tgl-e2e-put 'cursor_sent t))
  (error (tgl-e2e-put 'error (error-message-string err))))
(tgl-e2e-finish)
