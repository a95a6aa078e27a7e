" Indentation of .tgl files by brace depth: one shiftwidth per open '{' (Vim and Neovim).
if exists('b:did_indent')
  finish
endif
let b:did_indent = 1

setlocal indentexpr=TglIndent(v:lnum)
setlocal indentkeys=0{,0},0),0],!^F,o,O,e
setlocal autoindent
let b:undo_indent = 'setlocal indentexpr< indentkeys< autoindent<'

if exists('*TglIndent')
  finish
endif

" The net number of '{' minus '}' on a line, ignoring strings and comments.
function! s:BraceBalance(line) abort
  let l:text = substitute(a:line, '"\%([^"\\]\|\\.\)*"', '""', 'g')
  let l:text = substitute(l:text, '/\*.\{-}\*/', '', 'g')
  let l:text = substitute(l:text, '//.*$', '', '')
  return len(substitute(l:text, '[^{]', '', 'g')) - len(substitute(l:text, '[^}]', '', 'g'))
endfunction

function! TglIndent(lnum) abort
  let l:previous = prevnonblank(a:lnum - 1)
  if l:previous == 0
    return 0
  endif
  let l:indent = indent(l:previous)
  let l:balance = s:BraceBalance(getline(l:previous))
  " A line that starts by closing a block has already been dedented itself.
  if getline(l:previous) =~# '^\s*}'
    let l:balance += 1
  endif
  let l:indent += shiftwidth() * l:balance
  if getline(a:lnum) =~# '^\s*}'
    let l:indent -= shiftwidth()
  endif
  return max([l:indent, 0])
endfunction
