-- Starts the tgl language server (`tgl lsp`) for .tgl buffers in Neovim 0.7 and later.
--
--   require('tgl').setup({
--     cmd = { 'tgl', 'lsp' },
--     settings = { layout = { canvas = '390,844', scale = 3, sizeClass = 'w:compact,h:regular',
--                             orientation = 'portrait', rtl = false } },
--   })
--
-- The settings go to the server as `initializationOptions` and, under `tgl`, in
-- `workspace/didChangeConfiguration` (sent at start and by `:TglLayout` / `set_layout`).

local M = {}

local defaults = {
  cmd = { 'tgl', 'lsp' },
  filetypes = { 'tgl' },
  root_markers = { '.git', 'Package.swift', '.tgl-root' },
  settings = {
    layout = {
      canvas = '390,844',
      scale = 3,
      sizeClass = 'w:compact,h:regular',
      orientation = 'portrait',
      rtl = false,
    },
  },
  on_init = nil,
  on_attach = nil,
}

M.config = vim.deepcopy(defaults)

-- Client ids by root directory, for Neovim 0.7 where vim.lsp.start does not exist.
local clients_by_root = {}

local function is_dir(path)
  local stat = vim.loop.fs_stat(path)
  return stat ~= nil and stat.type == 'directory'
end

local function exists(path)
  return vim.loop.fs_stat(path) ~= nil
end

--- The nearest ancestor of the buffer's file that holds a root marker, else the file's directory.
local function root_dir(bufnr)
  local name = vim.api.nvim_buf_get_name(bufnr)
  local start = name ~= '' and vim.fn.fnamemodify(name, ':p:h') or vim.loop.cwd()
  local dir = start
  while dir and dir ~= '' do
    for _, marker in ipairs(M.config.root_markers) do
      if exists(dir .. '/' .. marker) then
        return dir
      end
    end
    local parent = vim.fn.fnamemodify(dir, ':h')
    if parent == dir then
      break
    end
    dir = parent
  end
  return is_dir(start) and start or vim.loop.cwd()
end

local function client_config(bufnr)
  return {
    name = 'tgl',
    cmd = M.config.cmd,
    root_dir = root_dir(bufnr),
    init_options = M.config.settings,
    -- Answers workspace/configuration requests, and is pushed once the server is initialized.
    settings = { tgl = M.config.settings },
    on_init = function(client)
      -- Neovim does not send the settings by itself (see :help vim.lsp.start_client()).
      client.notify('workspace/didChangeConfiguration', { settings = client.config.settings })
      if M.config.on_init then
        M.config.on_init(client)
      end
    end,
    on_attach = M.config.on_attach,
  }
end

--- Starts (or reuses) the server for the root of `bufnr` and attaches the buffer to it; returns the client id.
function M.start(bufnr)
  bufnr = bufnr or vim.api.nvim_get_current_buf()
  if vim.fn.executable(M.config.cmd[1]) ~= 1 then
    vim.notify_once(("tgl: '%s' is not executable; set cmd in require('tgl').setup()"):format(M.config.cmd[1]),
      vim.log.levels.WARN)
    return nil
  end
  local config = client_config(bufnr)
  if vim.lsp.start then
    return vim.lsp.start(config, { bufnr = bufnr })
  end
  -- Neovim 0.7: one client per root directory, started once, attached to each buffer.
  local id = clients_by_root[config.root_dir]
  local client = id and vim.lsp.get_client_by_id(id)
  if not client or client.is_stopped() then
    id = vim.lsp.start_client(config)
    clients_by_root[config.root_dir] = id
  end
  if id then
    vim.lsp.buf_attach_client(bufnr, id)
  end
  return id
end

local function tgl_clients()
  local found = {}
  for _, client in pairs(vim.lsp.get_active_clients()) do
    if client.name == 'tgl' then
      table.insert(found, client)
    end
  end
  return found
end

--- Merges `layout` into the settings and sends them to the running servers.
function M.set_layout(layout)
  M.config.settings.layout = vim.tbl_extend('force', M.config.settings.layout or {}, layout or {})
  for _, client in ipairs(tgl_clients()) do
    client.config.settings = { tgl = M.config.settings }
    client.notify('workspace/didChangeConfiguration', { settings = { tgl = M.config.settings } })
  end
end

--- Stops the servers and starts them again for every .tgl buffer.
function M.restart()
  local clients = tgl_clients()
  for _, client in ipairs(clients) do
    client.stop()
  end
  clients_by_root = {}
  vim.defer_fn(function()
    for _, bufnr in ipairs(vim.api.nvim_list_bufs()) do
      if vim.api.nvim_buf_is_loaded(bufnr) and vim.tbl_contains(M.config.filetypes, vim.bo[bufnr].filetype) then
        M.start(bufnr)
      end
    end
  end, 500)
end

--- Formats the current buffer with the server's formatting (`tgl fmt`); a buffer with syntax errors is left as it is.
function M.format(bufnr)
  bufnr = bufnr or vim.api.nvim_get_current_buf()
  if vim.lsp.buf.format then
    vim.lsp.buf.format({ bufnr = bufnr, name = 'tgl' })
  else
    -- Neovim 0.7.
    vim.api.nvim_buf_call(bufnr, function()
      vim.lsp.buf.formatting_sync(nil, 2000)
    end)
  end
end

--- Registers `tgl` with nvim-lspconfig (for versions without `vim.lsp.config`), from the same entry as
--- `lsp/tgl.lua`: then `require('lspconfig').tgl.setup({})`.
function M.lspconfig()
  local configs = require('lspconfig.configs')
  if configs.tgl then
    return
  end
  local entry = dofile(vim.api.nvim_get_runtime_file('lsp/tgl.lua', false)[1])
  local util = require('lspconfig.util')
  configs.tgl = {
    default_config = {
      cmd = entry.cmd,
      filetypes = entry.filetypes,
      root_dir = util.root_pattern(unpack(entry.root_markers)),
      init_options = entry.init_options,
      settings = entry.settings,
    },
    docs = { description = 'tgl lsp: the language server of .tgl layout files' },
  }
end

--- Runs `tgl render FILE -o FILE.svg` on the current buffer's file and reports where the picture is.
function M.render()
  local file = vim.api.nvim_buf_get_name(0)
  if file == '' then
    vim.notify('tgl: save the buffer before rendering it', vim.log.levels.WARN)
    return
  end
  local output = vim.fn.tempname() .. '.svg'
  local result = vim.fn.system({ M.config.cmd[1], 'render', file, '-o', output })
  -- Exit code 1: the file has errors, and the picture shows them on their boxes.
  if vim.v.shell_error ~= 0 and (vim.v.shell_error ~= 1 or vim.fn.filereadable(output) == 0) then
    vim.notify('tgl render failed: ' .. result, vim.log.levels.ERROR)
    return
  end
  vim.notify('tgl: rendered ' .. output .. (vim.v.shell_error == 1 and ' (the file has errors)' or ''))
  return output
end

--- Opens `url` in the browser (vim.ui.open on Neovim 0.10, else xdg-open or open).
local function open_in_browser(url)
  if vim.ui and vim.ui.open then
    vim.ui.open(url)
    return
  end
  local opener = vim.fn.has('mac') == 1 and 'open' or 'xdg-open'
  vim.fn.jobstart({ opener, url }, { detach = true })
end

--- Sends the cursor's position to the server, which outlines the element under it in the preview.
local function send_cursor(bufnr)
  local position = vim.lsp.util.make_position_params(0, 'utf-16')
  for _, client in ipairs(tgl_clients()) do
    if vim.lsp.buf_is_attached(bufnr, client.id) then
      client.notify('tgl/cursor', { textDocument = position.textDocument, position = position.position })
    end
  end
end

--- Starts the live preview in the language server and opens the current buffer's page in the browser; from then on
--- the cursor's moves are sent to the page. Returns the page's address through `callback` when given. With
--- `which` 'gallery', opens the gallery instead: the buffer on every device of a set, in both orientations.
function M.preview(callback, which)
  local bufnr = vim.api.nvim_get_current_buf()
  local client = tgl_clients()[1]
  if not client then
    vim.notify('tgl: no language server is running for this buffer', vim.log.levels.WARN)
    return
  end
  local uri = vim.uri_from_bufnr(bufnr)
  client.request('workspace/executeCommand', {
    command = 'tgl.preview.start',
    arguments = { { uri = uri, port = M.config.preview_port or 0 } },
  }, function(err, result)
    if err or not result then
      vim.notify('tgl: the preview did not start: ' .. (err and err.message or 'no answer'), vim.log.levels.ERROR)
      return
    end
    local page = (which == 'gallery' and result.gallery) or result.page or result.url
    vim.notify('tgl: preview at ' .. page)
    if callback then
      callback(page)
    elseif M.config.open_browser ~= false then
      open_in_browser(page)
    end
    local group = vim.api.nvim_create_augroup('tgl_preview_cursor', { clear = false })
    vim.api.nvim_clear_autocmds({ group = group, buffer = bufnr })
    vim.api.nvim_create_autocmd({ 'CursorMoved', 'CursorMovedI' }, {
      group = group,
      buffer = bufnr,
      callback = function()
        send_cursor(bufnr)
      end,
    })
  end, bufnr)
end

local function define_commands()
  vim.api.nvim_create_user_command('TglRestart', M.restart, { desc = 'Restart the tgl language server' })
  vim.api.nvim_create_user_command('TglRender', M.render, { desc = 'Render the current .tgl file to SVG' })
  vim.api.nvim_create_user_command('TglPreview', function(opts)
    M.preview(nil, opts.args)
  end, {
    nargs = '?',
    complete = function()
      return { 'gallery' }
    end,
    desc = 'Open the live preview of the current .tgl buffer in the browser (`:TglPreview gallery`: every device)',
  })
  vim.api.nvim_create_user_command('TglFormat', function()
    M.format()
  end, { desc = 'Format the current .tgl buffer with tgl fmt' })
  vim.api.nvim_create_user_command('TglLayout', function(opts)
    -- :TglLayout orientation=landscape canvas=844,390
    local layout = {}
    for _, pair in ipairs(opts.fargs) do
      local key, value = pair:match('^(%w+)=(.*)$')
      if key then
        if value == 'true' or value == 'false' then
          layout[key] = value == 'true'
        else
          layout[key] = tonumber(value) or value
        end
      end
    end
    M.set_layout(layout)
  end, { nargs = '+', desc = 'Change the tgl layout settings (key=value ...)' })
end

function M.setup(opts)
  M.config = vim.tbl_deep_extend('force', vim.deepcopy(defaults), opts or {})
  -- `gq` (autoload/tgl.vim) runs the same executable as the server.
  if vim.g.tgl_executable == nil then
    vim.g.tgl_executable = M.config.cmd[1]
  end
  local group = vim.api.nvim_create_augroup('tgl_lsp', { clear = true })
  vim.api.nvim_create_autocmd('FileType', {
    group = group,
    pattern = M.config.filetypes,
    callback = function(args)
      M.start(args.buf)
    end,
  })
  define_commands()
  -- Buffers opened before setup() ran.
  for _, bufnr in ipairs(vim.api.nvim_list_bufs()) do
    if vim.api.nvim_buf_is_loaded(bufnr) and vim.tbl_contains(M.config.filetypes, vim.bo[bufnr].filetype) then
      M.start(bufnr)
    end
  end
end

return M
