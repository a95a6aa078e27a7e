" ALE fixer for .tgl files: `tgl fmt -` (a buffer with syntax errors is left as it is: the command prints nothing).
"   let g:ale_fixers = {'tgl': ['tgl']}

function! ale#fixers#tgl#Fix(buffer) abort
  return {'command': ale#Escape(ale#Var(a:buffer, 'tgl_executable')) . ' fmt -'}
endfunction
