-- Neovim end-to-end driver: opens a .tgl file with an error, waits for the server's diagnostics,
-- asks for hover and completion, and writes what arrived to $TGL_E2E_OUT as JSON, then quits.
-- Run: TGL_BIN=... TGL_E2E_FILE=... TGL_E2E_OUT=... nvim --headless --clean -u nvim_driver.lua
local plugin = os.getenv('TGL_E2E_PLUGIN')
local bin = os.getenv('TGL_BIN')
local file = os.getenv('TGL_E2E_FILE')
local out = os.getenv('TGL_E2E_OUT')
local timeout = tonumber(os.getenv('TGL_E2E_TIMEOUT_MS') or '20000')
local result = { nvim = tostring(vim.version().major) .. '.' .. tostring(vim.version().minor), steps = {} }

local function finish()
  local handle = io.open(out, 'w')
  handle:write(vim.fn.json_encode(result))
  handle:close()
  vim.cmd('qall!')
end

local function step(name, fn)
  local ok, err = pcall(fn)
  table.insert(result.steps, { name = name, ok = ok, error = ok and nil or tostring(err) })
  return ok
end

-- A hard stop so that a hung server never hangs the test.
vim.defer_fn(function()
  result.timed_out = true
  finish()
end, 3 * timeout + 5000)

vim.opt.runtimepath:prepend(plugin)
vim.cmd('filetype plugin indent on')
vim.cmd('syntax on')

step('setup', function()
  require('tgl').setup({
    cmd = { bin, 'lsp' },
    settings = { layout = { canvas = '390,844', scale = 3, sizeClass = 'w:compact,h:regular',
                            orientation = 'portrait', rtl = false } },
  })
end)

vim.cmd('edit ' .. vim.fn.fnameescape(file))
local buf = vim.api.nvim_get_current_buf()
result.filetype = vim.bo[buf].filetype

step('attach', function()
  local attached = vim.wait(timeout, function()
    return #vim.lsp.buf_get_clients(buf) > 0
  end, 50)
  result.attached = attached
end)

step('diagnostics', function()
  local arrived = vim.wait(timeout, function()
    return #vim.diagnostic.get(buf) > 0
  end, 50)
  result.diagnostics = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    table.insert(result.diagnostics, { line = d.lnum, character = d.col, message = d.message, severity = d.severity })
  end
  result.diagnostics_arrived = arrived
end)

local function position_params(line, character)
  return { textDocument = { uri = vim.uri_from_bufnr(buf) }, position = { line = line, character = character } }
end

step('hover', function()
  local line = tonumber(os.getenv('TGL_E2E_HOVER_LINE'))
  local character = tonumber(os.getenv('TGL_E2E_HOVER_CHARACTER'))
  local responses = vim.lsp.buf_request_sync(buf, 'textDocument/hover', position_params(line, character), timeout)
  result.hover = {}
  for _, response in pairs(responses or {}) do
    if response.result and response.result.contents then
      local lines = vim.lsp.util.convert_input_to_markdown_lines(response.result.contents)
      table.insert(result.hover, table.concat(lines, '\n'))
    elseif response.err then
      table.insert(result.hover, 'error: ' .. vim.inspect(response.err))
    end
  end
end)

step('completion', function()
  local line = tonumber(os.getenv('TGL_E2E_COMPLETION_LINE'))
  local character = tonumber(os.getenv('TGL_E2E_COMPLETION_CHARACTER'))
  local params = position_params(line, character)
  params.context = { triggerKind = 1 }
  local responses = vim.lsp.buf_request_sync(buf, 'textDocument/completion', params, timeout)
  result.completion = {}
  for _, response in pairs(responses or {}) do
    local items = response.result and (response.result.items or response.result) or {}
    for _, item in ipairs(items) do
      table.insert(result.completion, item.label)
    end
  end
end)

step('lspconfig entry', function()
  local entry = dofile(vim.api.nvim_get_runtime_file('lsp/tgl.lua', false)[1])
  result.lsp_entry = { cmd = entry.cmd, filetypes = entry.filetypes, root_markers = entry.root_markers }
end)

-- Formatting: :TglFormat (the server's formatting) on a file, then `gq` (the ftplugin's formatexpr) on it again.
local unformatted = { 'linear S {', 'view A {width:10}', '}' }
step('format', function()
  vim.cmd('edit ' .. vim.fn.fnameescape(os.getenv('TGL_E2E_FORMAT_FILE')))
  local formatted = vim.api.nvim_get_current_buf()
  vim.wait(timeout, function()
    return #vim.lsp.buf_get_clients(formatted) > 0
  end, 50)
  vim.cmd('TglFormat')
  result.formatted = vim.api.nvim_buf_get_lines(formatted, 0, -1, false)
  vim.api.nvim_buf_set_lines(formatted, 0, -1, false, unformatted)
  vim.cmd('silent normal! gggqG')
  result.formatted_gq = vim.api.nvim_buf_get_lines(formatted, 0, -1, false)
end)

step('stop', function()
  for _, client in pairs(vim.lsp.get_active_clients()) do
    client.stop()
  end
  vim.wait(2000, function()
    return #vim.lsp.get_active_clients() == 0
  end, 50)
end)

finish()
