// The patterns route params must match (the validators' rules), also read by the shell's build: its boot script
// matches a page's id before any bundle has run (`@ltk/routes/param-patterns`).
export const ENTITY_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
export const DISPLAY_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
export const SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;
export const HASH = /^[A-Za-z0-9_-]{1,256}={0,2}$/;
export const FREE_TEXT = /^[^/\\<>]{1,100}$/;
