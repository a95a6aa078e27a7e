-- The tgl language server as a `vim.lsp.config` entry (Neovim 0.11 and later, the format nvim-lspconfig's
-- `lsp/` folder uses): with editors/nvim on the runtime path, `vim.lsp.enable('tgl')` starts `tgl lsp` for .tgl
-- buffers. Override any field with `vim.lsp.config('tgl', { ... })`.
local settings = {
  layout = { canvas = '390,844', scale = 3, sizeClass = 'w:compact,h:regular', orientation = 'portrait', rtl = false },
}

return {
  cmd = { 'tgl', 'lsp' },
  filetypes = { 'tgl' },
  root_markers = { '.tgl-root', 'Package.swift', '.git' },
  init_options = settings,
  settings = { tgl = settings },
}
