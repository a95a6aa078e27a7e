//! The Zed extension of tgl: starts `tgl lsp` and hands it the layout settings.

use zed_extension_api::{self as zed, serde_json, settings::LspSettings, LanguageServerId, Result};

struct TglExtension;

/// The layout settings the server reads when the user configured none.
fn default_settings() -> serde_json::Value {
    serde_json::json!({
        "layout": {
            "canvas": "390,844",
            "scale": 3,
            "sizeClass": "w:compact,h:regular",
            "orientation": "portrait",
            "rtl": false
        }
    })
}

/// `lsp.tgl.settings` from Zed's settings, else the defaults.
fn user_settings(worktree: &zed::Worktree) -> serde_json::Value {
    LspSettings::for_worktree("tgl", worktree)
        .ok()
        .and_then(|settings| settings.settings)
        .unwrap_or_else(default_settings)
}

impl zed::Extension for TglExtension {
    fn new() -> Self {
        TglExtension
    }

    fn language_server_command(
        &mut self,
        _language_server_id: &LanguageServerId,
        worktree: &zed::Worktree,
    ) -> Result<zed::Command> {
        let binary = LspSettings::for_worktree("tgl", worktree)
            .ok()
            .and_then(|settings| settings.binary)
            .and_then(|binary| binary.path)
            .or_else(|| worktree.which("tgl"))
            .ok_or_else(|| "tgl is not on the PATH; install it or set lsp.tgl.binary.path".to_string())?;
        Ok(zed::Command { command: binary, args: vec!["lsp".into()], env: Default::default() })
    }

    fn language_server_initialization_options(
        &mut self,
        _language_server_id: &LanguageServerId,
        worktree: &zed::Worktree,
    ) -> Result<Option<serde_json::Value>> {
        Ok(Some(user_settings(worktree)))
    }

    fn language_server_workspace_configuration(
        &mut self,
        _language_server_id: &LanguageServerId,
        worktree: &zed::Worktree,
    ) -> Result<Option<serde_json::Value>> {
        Ok(Some(serde_json::json!({ "tgl": user_settings(worktree) })))
    }
}

zed::register_extension!(TglExtension);
