use std::collections::HashMap;
use std::fs::File;
use std::io::{self, BufRead, BufReader};
use std::path::Path;

#[derive(Debug, Default, Clone, PartialEq)]
pub struct Stats {
    pub lines: usize,
    pub words: usize,
    pub bytes: u64,
    pub top: Vec<(String, usize)>,
}

#[derive(Debug)]
pub enum StatsError {
    Io(io::Error),
    Empty(String),
}

impl From<io::Error> for StatsError {
    fn from(err: io::Error) -> Self {
        StatsError::Io(err)
    }
}

pub fn word_stats<P: AsRef<Path>>(path: P, keep: usize) -> Result<Stats, StatsError> {
    let file = File::open(path.as_ref())?;
    let bytes = file.metadata()?.len();
    let reader = BufReader::new(file);
    let mut counts: HashMap<String, usize> = HashMap::new();
    let mut stats = Stats { bytes, ..Default::default() };

    for line in reader.lines() {
        let line = line?;
        stats.lines += 1;
        for word in line.split_whitespace() {
            let word = word.trim_matches(|c: char| !c.is_alphanumeric()).to_lowercase();
            if word.is_empty() {
                continue;
            }
            stats.words += 1;
            *counts.entry(word).or_insert(0) += 1;
        }
    }
    if stats.lines == 0 {
        return Err(StatsError::Empty(path.as_ref().display().to_string()));
    }
    let mut top: Vec<(String, usize)> = counts.into_iter().collect();
    top.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    top.truncate(keep);
    stats.top = top;
    Ok(stats)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn missing_file_is_an_io_error() {
        assert!(matches!(word_stats("/no/such/file", 3), Err(StatsError::Io(_))));
    }
}
