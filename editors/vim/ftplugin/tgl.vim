" Comment and indentation settings for .tgl files (Vim and Neovim).
if exists('b:did_ftplugin')
  finish
endif
let b:did_ftplugin = 1

setlocal commentstring=//\ %s
setlocal comments=s1:/*,mb:*,ex:*/,:///,://
setlocal formatoptions-=t formatoptions+=croql
setlocal expandtab shiftwidth=4 softtabstop=4
setlocal iskeyword+=@-@
setlocal suffixesadd=.tgl
" `gq` formats the whole buffer with `tgl fmt` (autoload/tgl.vim).
setlocal formatexpr=tgl#FormatExpr()

let b:undo_ftplugin = 'setlocal commentstring< comments< formatoptions< expandtab< shiftwidth< softtabstop< iskeyword< suffixesadd< formatexpr<'
