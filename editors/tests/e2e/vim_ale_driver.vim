" Vim + ALE end-to-end driver: opens a .tgl file with an error, waits until ALE shows a diagnostic
" from `tgl lsp`, writes what arrived to $TGL_E2E_OUT as JSON and quits.
" Run: vim -Nu vim_ale_driver.vim -i NONE --not-a-term FILE   (with TGL_BIN, TGL_E2E_OUT, TGL_E2E_ALE,
" TGL_E2E_PLUGIN and TGL_E2E_TIMEOUT_MS in the environment)
set nocompatible encoding=utf-8
let &runtimepath = $TGL_E2E_ALE . ',' . $TGL_E2E_PLUGIN . ',' . &runtimepath . ',' . $TGL_E2E_ALE . '/after'
filetype plugin indent on
syntax on

let g:ale_linters = {'tgl': ['tgl']}
let g:ale_linters_explicit = 1
let g:ale_lint_on_enter = 1
let g:ale_set_signs = 0
let g:ale_echo_cursor = 0
let g:ale_virtualtext_cursor = 'disabled'
let g:ale_tgl_executable = $TGL_BIN

let s:timeout = str2nr(empty($TGL_E2E_TIMEOUT_MS) ? '20000' : $TGL_E2E_TIMEOUT_MS)
let s:started = reltime()
let s:result = {'vim': v:version}

function! s:Finish() abort
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
