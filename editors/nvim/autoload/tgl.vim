" Formatting .tgl buffers with `tgl fmt -` (Vim and Neovim): `gq` formats the whole buffer, and a buffer with
" syntax errors is left as it is, as `tgl fmt` leaves such a file.
"   The executable: b:tgl_executable, g:tgl_executable or g:ale_tgl_executable, else 'tgl'.

function! tgl#Executable() abort
  return get(b:, 'tgl_executable', get(g:, 'tgl_executable', get(g:, 'ale_tgl_executable', 'tgl')))
endfunction

" Replaces the buffer with its formatted text; returns 1 when it changed, 0 otherwise.
function! tgl#Format() abort
  let l:input = getline(1, '$')
  let l:output = systemlist(shellescape(tgl#Executable()) . ' fmt - 2>/dev/null', l:input)
  if v:shell_error != 0
    echohl WarningMsg
    echomsg 'tgl fmt: the buffer has syntax errors (or tgl is missing); it was left unchanged'
    echohl None
    return 0
  endif
  if l:output ==# l:input
    return 0
  endif
  let l:view = winsaveview()
  call setline(1, l:output)
  if line('$') > len(l:output)
    silent execute (len(l:output) + 1) . ',$delete _'
  endif
  call winrestview(l:view)
  return 1
endfunction

" 'formatexpr': `gq` on any lines formats the whole buffer; automatic wrapping while typing stays Vim's.
function! tgl#FormatExpr() abort
  if mode() =~# '^[iR]' || !empty(v:char)
    return 1
  endif
  call tgl#Format()
  return 0
endfunction
