" Registers the `tgl` fixer with ALE when ALE is on the runtime path (`packadd! ale` before this runs).
if exists('g:loaded_tgl_ale') || empty(globpath(&runtimepath, 'autoload/ale/fix/registry.vim'))
  finish
endif
let g:loaded_tgl_ale = 1

call ale#Set('tgl_executable', 'tgl')
call ale#fix#registry#Add('tgl', 'ale#fixers#tgl#Fix', ['tgl'], 'Format .tgl files with tgl fmt')
