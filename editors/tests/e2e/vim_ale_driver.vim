" Vim + ALE end-to-end driver, sourced after the ~/.vimrc that docs/editors.md gives: waits until ALE shows a
" diagnostic from `tgl lsp`, then formats a scratch buffer with `gq`, and writes what it saw to $TGL_E2E_OUT.
" Run: HOME=<a home with that .vimrc> vim -i NONE --not-a-term -S vim_ale_driver.vim FILE
" (with TGL_E2E_OUT and TGL_E2E_TIMEOUT_MS in the environment)
let g:ale_linters_explicit = 1
let g:ale_lint_on_enter = 1
let g:ale_set_signs = 0
let g:ale_echo_cursor = 0
let g:ale_virtualtext_cursor = 'disabled'

let s:timeout = str2nr(empty($TGL_E2E_TIMEOUT_MS) ? '20000' : $TGL_E2E_TIMEOUT_MS)
let s:started = reltime()
let s:result = {'vim': v:version}

function! s:Finish() abort
  let s:result.root = ale_linters#tgl#tgl#GetProjectRoot(bufnr(''))
  let s:result.fixer = ale#fix#registry#GetFunc('tgl')
  let s:result.fix_command = ale#fixers#tgl#Fix(bufnr(''))
  " `gq` on a scratch buffer: the ftplugin's formatexpr runs `tgl fmt`.
  new
  setfiletype tgl
  call setline(1, ['linear S {', 'view A {width:10}', '}'])
  silent normal! gggqG
  let s:result.formatted = getline(1, '$')
  call writefile([json_encode(s:result)], $TGL_E2E_OUT)
  qall!
endfunction

function! s:Poll(timer) abort
  let s:result.filetype = &filetype
  let l:items = ale#engine#GetLoclist(bufnr(''))
  let l:elapsed = reltimefloat(reltime(s:started)) * 1000
  if !empty(l:items) || l:elapsed > s:timeout
    let s:result.diagnostics = map(copy(l:items), {_, item -> {'line': item.lnum, 'col': item.col,
    \   'message': item.text, 'type': get(item, 'type', ''), 'linter': get(item, 'linter_name', '')}})
    let s:result.timed_out = empty(l:items)
    let s:result.elapsed_ms = float2nr(l:elapsed)
    call timer_stop(a:timer)
    call s:Finish()
  endif
endfunction

function! s:Start() abort
  let s:result.filetype = &filetype
  let s:result.ale = exists('g:loaded_ale')
  let s:result.linters = map(ale#linter#Get(&filetype), 'v:val.name')
  " ALE lints on enter only when it thinks the user is there; ask for it explicitly as well.
  ALELint
  call timer_start(100, function('s:Poll'), {'repeat': -1})
endfunction

autocmd VimEnter * call s:Start()
