;;; emacs_faces.el --- Dump the font-lock face at each character of a .tgl file -*- lexical-binding: t; -*-
;; emacs --batch -Q -L editors/emacs -l emacs_faces.el FILE OUT
;; Writes "LINE COLUMN FACE" for every non-blank character (LINE from 1, COLUMN from 1 in characters).
(require 'tgl-mode)
(let ((file (nth 0 command-line-args-left))
      (out (nth 1 command-line-args-left)))
  (setq command-line-args-left nil)
  (with-current-buffer (find-file-noselect file)
    (unless (eq major-mode 'tgl-mode) (error "auto-mode-alist did not select tgl-mode: %s" major-mode))
    (font-lock-mode 1)
    (font-lock-ensure)
    (let ((lines '()))
      (goto-char (point-min))
      (while (not (eobp))
        (unless (memq (char-after) '(?\s ?\t ?\n))
          (let ((face (get-text-property (point) 'face)))
            (push (format "%d %d %s" (line-number-at-pos) (1+ (- (point) (line-beginning-position)))
                          (if (consp face) (car face) (or face "-")))
                  lines)))
        (forward-char 1))
      (with-temp-file out
        (insert (mapconcat #'identity (nreverse lines) "\n") "\n")))))
