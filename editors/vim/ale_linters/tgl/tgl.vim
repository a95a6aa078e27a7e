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

" The nearest directory above the file with .git or Package.swift, else the file's directory.
function! ale_linters#tgl#tgl#GetProjectRoot(buffer) abort
    let l:file = expand('#' . a:buffer . ':p')

    for l:marker in ['.git', 'Package.swift', '.tgl-root']
        let l:found = finddir(l:marker, fnamemodify(l:file, ':h') . ';')

        if empty(l:found)
            let l:found = findfile(l:marker, fnamemodify(l:file, ':h') . ';')
        endif

        if !empty(l:found)
            return fnamemodify(l:found, ':p:h:h')
        endif
    endfor

    return fnamemodify(l:file, ':h')
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
