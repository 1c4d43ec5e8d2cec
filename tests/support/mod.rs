//! Test support shared by the property tests and the fuzz targets (which include these
//! files with `#[path]`): a slow model of the rules, and seed positions.

#![allow(dead_code)]

pub mod oracle;
pub mod seeds;
