" Dump the syntax group at each character of the current buffer to $TGL_SYNTAX_OUT, then quit.
" vim -Nu NONE -i NONE -es --cmd 'set rtp^=editors/nvim' -S vim_syntax.vim FILE
" Writes "LINE BYTECOLUMN GROUP" for every non-blank character (both from 1).
filetype plugin indent on
syntax on
filetype detect
if &filetype !=# 'tgl'
  call writefile(['filetype ' . &filetype], $TGL_SYNTAX_OUT)
  qall!
endif
let s:lines = []
for s:lnum in range(1, line('$'))
  let s:text = getline(s:lnum)
  let s:col = 1
  while s:col <= len(s:text)
    if s:text[s:col - 1] !~# '\s'
      let s:name = synIDattr(synID(s:lnum, s:col, 1), 'name')
      call add(s:lines, s:lnum . ' ' . s:col . ' ' . (empty(s:name) ? '-' : s:name))
    endif
    let s:col += 1
  endwhile
endfor
call writefile(s:lines, $TGL_SYNTAX_OUT)
qall!
