" .tgl files are TangramKit/MyLayout layouts (Vim and Neovim).
autocmd BufRead,BufNewFile *.tgl setfiletype tgl
