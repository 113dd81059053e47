//! No code: this crate exists for its `Cargo.toml`, which asks for the features the whole
//! workspace uses of some shared dependencies, so that building one package (`cargo test
//! -p NAME`) resolves them as building all of them does, and reuses what that built.
