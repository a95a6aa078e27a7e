" ALE linter for .tgl files: runs `tgl lsp` as a language server (diagnostics, hover, completion).
" Options:
"   g:ale_tgl_executable   the tgl executable (default 'tgl')
"   g:ale_tgl_settings     layout settings sent as initializationOptions and, under 'tgl',
"                          in workspace/didChangeConfiguration (default below)

call ale#Set('tgl_executable', 'tgl')
call ale#Set('tgl_settings', {
\   'layout': {
\       'canvas': '390,844',
\       'scale': 3,
\       'sizeClass': 'w:compact,h:regular',
\       'orientation': 'portrait',
\       'rtl': v:false,
\   },
\})

" The project root: the nearest folder at or above the file's that holds one of the markers (a folder such as .git
" or a file such as Package.swift or .tgl-root), else the file's folder.
function! ale_linters#tgl#tgl#GetProjectRoot(buffer) abort
    let l:directory = fnamemodify(bufname(a:buffer), ':p:h')
    let l:start = l:directory

    while 1
        for l:marker in ['.git', 'Package.swift', '.tgl-root']
            if isdirectory(l:directory . '/' . l:marker) || filereadable(l:directory . '/' . l:marker)
                return l:directory
            endif
        endfor

        let l:parent = fnamemodify(l:directory, ':h')

        if l:parent ==# l:directory
            return l:start
        endif

        let l:directory = l:parent
    endwhile
endfunction

call ale#linter#Define('tgl', {
\   'name': 'tgl',
\   'lsp': 'stdio',
\   'executable': {buffer -> ale#Var(buffer, 'tgl_executable')},
\   'command': '%e lsp',
\   'project_root': function('ale_linters#tgl#tgl#GetProjectRoot'),
\   'initialization_options': {buffer -> ale#Var(buffer, 'tgl_settings')},
\   'lsp_config': {buffer -> {'tgl': ale#Var(buffer, 'tgl_settings')}},
\})
