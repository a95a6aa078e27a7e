" Syntax highlighting of .tgl layout files (Vim and Neovim); the same classes as grammar/tgl.tmLanguage.json.
" Where two items start at the same place, the one defined later wins: the order below matters.
if exists('b:current_syntax')
  finish
endif

syntax case match

" A name: keyword characters plus emoji, which Neovim 0.7 does not count as keyword characters.
let s:name = '\%(\k\|[\U0001F000-\U0001FAFF\u2600-\u27bf\u200d\ufe00-\ufe0f]\)\+'

" Values.
syntax match tglOperator "[-+*/]"
" A constraint's relations.
syntax match tglOperator "==\|<=\|>="
syntax match tglNumber "\<\d\+\%(\.\d\+\)\=\>"
syntax match tglNumber "\%(\k\)\@1<!\.\d\+\>"
syntax match tglWeight "\%(\<\d\+\%(\.\d\+\)\=\|\%(\k\)\@1<!\.\d\+\)%"
syntax match tglColor "#\%(\x\{8}\|\x\{6}\|\x\{3,4}\)\>"
syntax region tglString start=+"+ skip=+\\\\\|\\"+ end=+"\|$+ contains=tglBadEscape,tglEscape oneline
syntax match tglBadEscape contained "\\."
syntax match tglEscape contained +\\\%(["\\nt]\|u{\x\{1,8}}\)+
syntax match tglConstant "\<\%(wrap\|fill\|average\|vert\|horz\|true\|false\|visible\|invisible\|gone\)\>\%(\s*:\)\@!"
syntax match tglConstant "\<\%(compact\|regular\|any\|landscape\|portrait\)\>\%(\s*:\)\@!"
syntax match tglConstant "\<\%(center\|top\|bottom\|left\|right\|leading\|trailing\|between\|around\|among\|windowCenter\|baseline\)\>\%(\s*:\)\@!"
syntax match tglConstant "\<\%(none\|weight\|auto\|always\|no\|flexed\)\>\%(\s*:\)\@!"
syntax match tglBound "\<\%(min\|max\)\>\%(\s*[.:(]\)\@!"
syntax match tglFunction "\<\%(\d\)\@!\k\+\ze\s*("
execute 'syntax match tglReference "\%(\k\)\@1<!\%(\d\)\@!' . s:name . '\ze\s*\.\s*\k" nextgroup=tglAccessor skipwhite'
syntax match tglAccessor contained "\." nextgroup=tglMember skipwhite
syntax match tglMember contained "\k\+"
syntax match tglGravityAxis "\<\%(vert\|horz\)\ze\s*\.\s*\k" nextgroup=tglGravityDot skipwhite
syntax match tglGravityDot contained "\." nextgroup=tglGravityValue skipwhite
syntax match tglGravityValue contained "\k\+"

" Structure: properties, element kinds and names, directives, size-class variants.
syntax match tglProperty "\k\+\ze\s*:"
syntax match tglOtherKind "^\s*\zs\%(\d\)\@!\k\+\ze\s\+\k\+\s*[({]" nextgroup=tglElementName skipwhite
syntax match tglContainerKind "\<\%(linear\|relative\|frame\|table\|row\|flow\|float\|path\|constraints\)\>\%(\s*[:.]\)\@!" nextgroup=tglElementName skipwhite
syntax match tglLeafKind "\<\%(view\|label\|image\|button\|spacer\)\>\%(\s*[:.]\)\@!" nextgroup=tglElementName skipwhite
execute 'syntax match tglElementName contained "' . s:name . '\%(\s*[:.]\)\@!"'
syntax match tglDirective "@\k\+"
" A constraint's priority (`@750`, `@high`): an '@' after something on its line, where no directive can be.
syntax match tglPriority "\%(^\s*\)\@<!@\s*\%(\d\+\|required\|high\|low\|fittingSize\)\>"
syntax match tglWhen "\<when\>\%(\s*:\)\@!"

" Comments: /// documents the element that follows (//// does not); block comments nest.
syntax keyword tglTodo contained TODO FIXME XXX NOTE
syntax match tglLineComment "//.*$" contains=tglTodo,@Spell
syntax match tglDocComment "///\%(/\)\@!.*$" contains=tglTodo,@Spell
syntax match tglLineComment "////.*$" contains=tglTodo,@Spell
syntax region tglBlockComment start="/\*" end="\*/" contains=tglBlockComment,tglTodo,@Spell fold

highlight default link tglTodo Todo
highlight default link tglDocComment SpecialComment
highlight default link tglLineComment Comment
highlight default link tglBlockComment Comment
highlight default link tglString String
highlight default link tglEscape SpecialChar
highlight default link tglBadEscape Error
highlight default link tglColor Constant
highlight default link tglNumber Number
highlight default link tglWeight Float
highlight default link tglContainerKind Structure
highlight default link tglLeafKind Type
highlight default link tglOtherKind Type
highlight default link tglElementName Identifier
highlight default link tglProperty Label
highlight default link tglDirective PreProc
highlight default link tglWhen Conditional
highlight default link tglConstant Constant
highlight default link tglGravityAxis Constant
highlight default link tglGravityValue Constant
highlight default link tglBound Operator
highlight default link tglPriority Special
highlight default link tglReference Identifier
highlight default link tglAccessor Delimiter
highlight default link tglGravityDot Delimiter
highlight default link tglMember Special
highlight default link tglFunction Function
highlight default link tglOperator Operator

let b:current_syntax = 'tgl'
