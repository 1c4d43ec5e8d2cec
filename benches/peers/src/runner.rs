//! Mode-independent measurement: interleaved repetitions, count checks,
//! medians and the Markdown report.

use std::{
    io::IsTerminal,
    time::{Duration, Instant},
};

use crate::libs::Lib;

/// One (library, workload) cell of the table.
pub struct Case {
    pub lib: Lib,
    /// Row group, e.g. the position name. Ratios compare libraries within a group.
    pub workload: &'static str,
    /// Human-readable size of the work, e.g. `depth 6`.
    pub size: String,
    /// The published count every run must reproduce (nodes, or operations).
    pub expected: u64,
    /// Does the whole work once and returns the count.
    pub run: Box<dyn FnMut() -> u64>,
}

pub struct Settings {
    pub reps: usize,
    pub warmup: usize,
    /// Print each timing to stderr as it is taken.
    pub verbose: bool,
}

/// Timings of one case, in the order they were taken.
pub struct Measured {
    pub lib: Lib,
    pub workload: &'static str,
    pub size: String,
    pub count: u64,
    /// Wall-clock time of each run.
    pub times: Vec<Duration>,
    /// CPU time of the measuring thread for each run, if the platform has a
    /// per-thread clock. Unlike wall time it excludes the time the thread sat
    /// descheduled while other tenants used the cores.
    pub cpu: Vec<Option<Duration>>,
}

/// CPU time consumed so far by the calling thread.
#[cfg(unix)]
fn thread_cpu_time() -> Option<Duration> {
    let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: `ts` is a valid, writable timespec; the call only writes to it.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    (rc == 0).then(|| Duration::new(ts.tv_sec as u64, ts.tv_nsec as u32))
}

#[cfg(not(unix))]
fn thread_cpu_time() -> Option<Duration> {
    None
}

/// Runs one case once, aborting the process if the count is wrong: a fast
/// wrong answer must never reach a table. Returns (wall, CPU) time.
fn run_checked(case: &mut Case) -> (Duration, Option<Duration>) {
    let cpu_start = thread_cpu_time();
    let start = Instant::now();
    let count = (case.run)();
    let elapsed = start.elapsed();
    let cpu = cpu_start.zip(thread_cpu_time()).map(|(a, b)| b.saturating_sub(a));
    if count != case.expected {
        eprintln!(
            "FATAL: {} on {} ({}): counted {count}, expected {}",
            case.lib.label(),
            case.workload,
            case.size,
            case.expected
        );
        std::process::abort();
    }
    (elapsed, cpu)
}

/// Measures every case `settings.reps` times.
///
/// Repetitions are interleaved: each round visits every workload and, within
/// it, every library once, so a burst of load from other tenants of the machine
/// hits all libraries alike instead of one library's whole series. The order of
/// the libraries rotates from round to round, so none always runs right after
/// the same neighbour. Warm-up rounds (untimed, but checked) come first.
pub fn measure(mut cases: Vec<Case>, settings: &Settings) -> Vec<Measured> {
    // Group indices by workload, keeping first-seen order.
    let mut groups: Vec<(&'static str, Vec<usize>)> = Vec::new();
    for (i, case) in cases.iter().enumerate() {
        match groups.iter_mut().find(|(w, _)| *w == case.workload) {
            Some((_, members)) => members.push(i),
            None => groups.push((case.workload, vec![i])),
        }
    }

    let mut times: Vec<Vec<Duration>> = vec![Vec::with_capacity(settings.reps); cases.len()];
    let mut cpu: Vec<Vec<Option<Duration>>> = vec![Vec::with_capacity(settings.reps); cases.len()];
    let progress = !settings.verbose && std::io::stderr().is_terminal();
    let rounds = settings.warmup + settings.reps;
    for round in 0..rounds {
        let warm = round < settings.warmup;
        for (workload, members) in &groups {
            for k in 0..members.len() {
                let i = members[(k + round) % members.len()];
                let (elapsed, cpu_time) = run_checked(&mut cases[i]);
                if settings.verbose {
                    eprintln!(
                        "{} {:>3}  {:<10} {:<22} {:>10.1} ms",
                        if warm { "warm" } else { "rep " },
                        if warm { round + 1 } else { round - settings.warmup + 1 },
                        workload,
                        cases[i].lib.label(),
                        elapsed.as_secs_f64() * 1e3
                    );
                }
                if !warm {
                    times[i].push(elapsed);
                    cpu[i].push(cpu_time);
                }
            }
        }
        if progress {
            eprint!(
                "\r{} {}/{}",
                if warm { "warm-up" } else { "round" },
                if warm { round + 1 } else { round - settings.warmup + 1 },
                if warm { settings.warmup } else { settings.reps }
            );
        }
    }
    if progress {
        eprintln!();
    }

    let mut out: Vec<Measured> = cases
        .into_iter()
        .zip(times.into_iter().zip(cpu))
        .map(|(case, (times, cpu))| Measured {
            lib: case.lib,
            workload: case.workload,
            size: case.size,
            count: case.expected,
            times,
            cpu,
        })
        .collect();
    // Table order: workloads as given, libraries in `Lib::ALL` order.
    let order = |w: &str| groups.iter().position(|(g, _)| *g == w);
    out.sort_by_key(|m| (order(m.workload), m.lib));
    out
}

fn median(mut xs: Vec<f64>) -> f64 {
    xs.sort_by(f64::total_cmp);
    let n = xs.len();
    if n % 2 == 1 {
        xs[n / 2]
    } else {
        (xs[n / 2 - 1] + xs[n / 2]) / 2.0
    }
}

impl Measured {
    fn ms(&self) -> Vec<f64> {
        self.times.iter().map(|t| t.as_secs_f64() * 1e3).collect()
    }
    pub fn median_ms(&self) -> f64 {
        median(self.ms())
    }
    pub fn min_ms(&self) -> f64 {
        self.ms().into_iter().fold(f64::INFINITY, f64::min)
    }
    pub fn max_ms(&self) -> f64 {
        self.ms().into_iter().fold(0.0, f64::max)
    }
    fn cpu_ms(&self) -> Option<Vec<f64>> {
        self.cpu.iter().map(|t| t.map(|t| t.as_secs_f64() * 1e3)).collect()
    }
    /// Median CPU time of the measuring thread, if the platform reports it.
    pub fn median_cpu_ms(&self) -> Option<f64> {
        self.cpu_ms().map(median)
    }
    /// (min, max) CPU time of the measuring thread, if the platform reports it.
    pub fn cpu_range_ms(&self) -> Option<(f64, f64)> {
        let cpu = self.cpu_ms()?;
        Some((
            cpu.iter().copied().fold(f64::INFINITY, f64::min),
            cpu.iter().copied().fold(0.0, f64::max),
        ))
    }
    /// Median over the runs of the rate (wall clock).
    pub fn median_rate(&self, kind: RateKind) -> f64 {
        median(self.ms().into_iter().map(|ms| kind.of(self.count, ms)).collect())
    }
}

/// Column names that depend on the mode.
pub struct Units {
    /// Header of the count column, e.g. `nodes`.
    pub count: &'static str,
    /// Unit of the rate columns, e.g. `Mnps` (millions of nodes per second) or
    /// `ns/move`.
    pub rate: &'static str,
    /// Header of the workload column, e.g. `position`.
    pub workload: &'static str,
    /// How the rate columns are computed: millions of counted items per second
    /// (perft), or nanoseconds per counted item (SAN, where one item is tiny).
    pub rate_kind: RateKind,
}

/// The rate shown next to the times.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum RateKind {
    /// Millions of counted items per second: higher is faster.
    MillionsPerSecond,
    /// Nanoseconds per counted item: lower is faster.
    NanosPerItem,
}

impl RateKind {
    /// The rate of `count` items done in `ms` milliseconds.
    fn of(self, count: u64, ms: f64) -> f64 {
        match self {
            RateKind::MillionsPerSecond => count as f64 / ms / 1e3,
            RateKind::NanosPerItem => ms * 1e6 / count as f64,
        }
    }
}

/// A rate with one decimal, or two below 10 (a few ns per move).
fn fmt_rate(x: f64) -> String {
    if x < 10.0 { format!("{x:.2}") } else { format!("{x:.1}") }
}

/// Renders the results as Markdown: the main table, then (when caissa and more
/// than one workload were measured) a per-library summary.
pub fn markdown(results: &[Measured], units: &Units) -> String {
    use std::fmt::Write;
    let mut s = String::new();
    let caissa_ms = |workload: &str| {
        results
            .iter()
            .find(|m| m.lib == Lib::Caissa && m.workload == workload)
            .map(Measured::median_ms)
    };
    let caissa_cpu_ms = |workload: &str| {
        results
            .iter()
            .find(|m| m.lib == Lib::Caissa && m.workload == workload)
            .and_then(Measured::median_cpu_ms)
    };

    let _ = writeln!(
        s,
        "| library | {} | size | {} | median ms | min–max ms | spread | median CPU ms | CPU min–max ms | median {} | time vs caissa |",
        units.workload, units.count, units.rate
    );
    let _ = writeln!(s, "|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    for m in results {
        let med = m.median_ms();
        let ratio = caissa_ms(m.workload).map_or("—".to_owned(), |c| format!("{:.2}", med / c));
        let _ = writeln!(
            s,
            "| {} | {} | {} | {} | {:.1} | {:.1}–{:.1} | {:.1}% | {} | {} | {} | {} |",
            m.lib.label(),
            m.workload,
            m.size,
            m.count,
            med,
            m.min_ms(),
            m.max_ms(),
            (m.max_ms() - m.min_ms()) / med * 100.0,
            m.median_cpu_ms().map_or("—".to_owned(), |c| format!("{c:.1}")),
            m.cpu_range_ms().map_or("—".to_owned(), |(lo, hi)| format!("{lo:.1}–{hi:.1}")),
            fmt_rate(m.median_rate(units.rate_kind)),
            ratio
        );
    }

    let mut workloads: Vec<&str> = results.iter().map(|m| m.workload).collect();
    workloads.dedup();
    if workloads.len() > 1 {
        let mut libs: Vec<Lib> = results.iter().map(|m| m.lib).collect();
        libs.sort();
        libs.dedup();
        let _ = writeln!(s);
        let _ = writeln!(
            s,
            "| library | {r}, geometric mean | {r} by CPU time, geometric mean | time vs caissa, geometric mean | CPU time vs caissa, geometric mean |",
            r = units.rate
        );
        let _ = writeln!(s, "|---|---:|---:|---:|---:|");
        let geo = |xs: &[f64]| (xs.iter().map(|x| x.ln()).sum::<f64>() / xs.len() as f64).exp();
        let fmt = |x: Option<f64>| x.map_or("—".to_owned(), |x| format!("{x:.2}"));
        for lib in libs {
            let rows: Vec<&Measured> = results.iter().filter(|m| m.lib == lib).collect();
            let rate: Vec<f64> = rows.iter().map(|m| m.median_rate(units.rate_kind)).collect();
            let cpu_rate: Option<Vec<f64>> = rows
                .iter()
                .map(|m| m.median_cpu_ms().map(|c| units.rate_kind.of(m.count, c)))
                .collect();
            let ratio: Option<Vec<f64>> = rows
                .iter()
                .map(|m| caissa_ms(m.workload).map(|c| m.median_ms() / c))
                .collect();
            let cpu_ratio: Option<Vec<f64>> = rows
                .iter()
                .map(|m| Some(m.median_cpu_ms()? / caissa_cpu_ms(m.workload)?))
                .collect();
            let _ = writeln!(
                s,
                "| {} | {} | {} | {} | {} |",
                lib.label(),
                fmt_rate(geo(&rate)),
                cpu_rate.map_or("—".to_owned(), |r| fmt_rate(geo(&r))),
                fmt(ratio.map(|r| geo(&r))),
                fmt(cpu_ratio.map(|r| geo(&r))),
            );
        }
    }
    let _ = writeln!(s);
    let _ = writeln!(
        s,
        "_time vs caissa_ = the library's median time ÷ caissa's on the same {}: \
         below 1.00 the library is faster than caissa. _spread_ = (max − min) ÷ median \
         wall time. _CPU ms_ = CPU time of the measuring thread (excludes time spent \
         descheduled; a wall median far above it means the machine was busy).",
        units.workload
    );
    s
}
