//! (being written: see traces/FORMAT.md)
