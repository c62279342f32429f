//! The trace reader, validator, summary and cut (`warpsim::trace::{read, validate,
//! replay}`) on small hand-written traces that follow `traces/FORMAT.md` exactly, plus
//! broken variants of them: every error is located, nothing panics.

// In a module named `trace` so that `cargo test --test trace_format --lib trace::` runs
// these too.
mod common;

mod trace {
    use serde_json::{json, Value};
    use std::collections::BTreeMap;
    use std::io::Write;
    use std::path::PathBuf;
    use std::sync::atomic::{AtomicU64, Ordering};
    use warpsim::trace::read::{self, load, Trace, TraceError, TraceLoc};
    use warpsim::trace::replay::{self, cut, parse_list, parse_range, summary};
    use warpsim::trace::validate::validate;

    static COUNTER: AtomicU64 = AtomicU64::new(0);

    fn tmp(name: &str) -> PathBuf {
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        let d = std::env::temp_dir().join(format!("warpsim-trace-{}-{n}", std::process::id()));
        std::fs::create_dir_all(&d).unwrap();
        d.join(name)
    }

    const OTHER: &str = r#"{"warpsim_trace":1,"kernel":"saxpy","config":"Test GPU","arch":"sm_90","time_unit":"1 ts unit = 1 GPU cycle","sms":2,"schedulers":2,"issue_width":1,"warps_per_block":2,"grid":[2,1,1],"block":[64,1,1],"filters":{"cycles":null,"sms":null,"warps":null}}"#;

    /// A 20-cycle run on 2 SMs (2 schedulers, issue width 1), block (0,0,0) on SM 0 (global
    /// warps 0 and 1 in warp slots 0 and 1), block (1,0,0) on SM 1 (warps 2 and 3), in the
    /// order the writer streams them.
    fn events() -> Vec<String> {
        let v = [
            // SM 0
            r#"{"ph":"M","name":"process_name","pid":0,"tid":0,"ts":0,"args":{"name":"SM 0"}}"#,
            r#"{"ph":"M","name":"process_sort_index","pid":0,"tid":0,"ts":0,"args":{"sort_index":0}}"#,
            r#"{"ph":"M","name":"thread_name","pid":0,"tid":0,"ts":0,"args":{"name":"warp slot 0"}}"#,
            r#"{"ph":"M","name":"thread_sort_index","pid":0,"tid":0,"ts":0,"args":{"sort_index":0}}"#,
            r#"{"ph":"i","s":"t","cat":"warp","name":"warp start","pid":0,"tid":0,"ts":0,"args":{"warp":0,"block":[0,0,0]}}"#,
            r#"{"ph":"M","name":"thread_name","pid":0,"tid":1,"ts":0,"args":{"name":"warp slot 1"}}"#,
            r#"{"ph":"M","name":"thread_sort_index","pid":0,"tid":1,"ts":0,"args":{"sort_index":1}}"#,
            r#"{"ph":"i","s":"t","cat":"warp","name":"warp start","pid":0,"tid":1,"ts":0,"args":{"warp":1,"block":[0,0,0]}}"#,
            r#"{"ph":"X","cat":"issue","name":"ld.global.f32 %f1, [%rd1]","pid":0,"tid":0,"ts":1,"dur":1,"args":{"pc":0,"warp":0,"block":[0,0,0],"lanes":32,"sched":0,"n":1}}"#,
            r#"{"ph":"s","cat":"writeback","name":"writeback","id":1,"pid":0,"tid":0,"ts":1}"#,
            r#"{"ph":"X","cat":"issue","name":"add.s32 %r1, %r2, %r3","pid":0,"tid":1,"ts":1,"dur":1,"args":{"pc":0,"warp":1,"block":[0,0,0],"lanes":32,"sched":1,"n":1}}"#,
            r#"{"ph":"s","cat":"writeback","name":"writeback","id":2,"pid":0,"tid":1,"ts":1}"#,
            r#"{"ph":"M","name":"thread_name","pid":0,"tid":20001,"ts":0,"args":{"name":"warp slot 1 writeback"}}"#,
            r#"{"ph":"i","s":"t","cat":"writeback","name":"writeback","pid":0,"tid":20001,"ts":5,"args":{"warp":1,"pc":0,"regs":["%r1"]}}"#,
            r#"{"ph":"f","bp":"e","cat":"writeback","name":"writeback","id":2,"pid":0,"tid":20001,"ts":5}"#,
            r#"{"ph":"X","cat":"issue","name":"st.global.u32 [%rd2], %r1","pid":0,"tid":1,"ts":6,"dur":1,"args":{"pc":1,"warp":1,"block":[0,0,0],"lanes":32,"sched":1,"n":1}}"#,
            r#"{"ph":"i","s":"t","cat":"warp","name":"warp exit","pid":0,"tid":1,"ts":7,"args":{"warp":1,"block":[0,0,0]}}"#,
            r#"{"ph":"M","name":"thread_name","pid":0,"tid":10000,"ts":0,"args":{"name":"scheduler 0 stalls"}}"#,
            r#"{"ph":"X","cat":"stall","name":"memory_wait","pid":0,"tid":10000,"ts":2,"dur":8,"args":{"reason":"memory_wait","slots":8,"warp":0}}"#,
            r#"{"ph":"M","name":"thread_name","pid":0,"tid":20000,"ts":0,"args":{"name":"warp slot 0 writeback"}}"#,
            r#"{"ph":"i","s":"t","cat":"writeback","name":"writeback","pid":0,"tid":20000,"ts":9,"args":{"warp":0,"pc":0,"regs":["%f1"]}}"#,
            r#"{"ph":"f","bp":"e","cat":"writeback","name":"writeback","id":1,"pid":0,"tid":20000,"ts":9}"#,
            r#"{"ph":"X","cat":"issue","name":"fma.rn.f32 %f2, %f1, %f3, %f4","pid":0,"tid":0,"ts":10,"dur":1,"args":{"pc":1,"warp":0,"block":[0,0,0],"lanes":32,"sched":0,"n":1}}"#,
            r#"{"ph":"i","s":"t","cat":"warp","name":"warp exit","pid":0,"tid":0,"ts":12,"args":{"warp":0,"block":[0,0,0]}}"#,
            r#"{"ph":"M","name":"thread_name","pid":0,"tid":30000,"ts":0,"args":{"name":"block slot 0"}}"#,
            r#"{"ph":"X","cat":"block","name":"block (0,0,0)","pid":0,"tid":30000,"ts":0,"dur":13,"args":{"block":[0,0,0]}}"#,
            r#"{"ph":"M","name":"thread_name","pid":0,"tid":10001,"ts":0,"args":{"name":"scheduler 1 stalls"}}"#,
            r#"{"ph":"X","cat":"stall","name":"dependency","pid":0,"tid":10001,"ts":2,"dur":4,"args":{"reason":"dependency","slots":4,"warp":1}}"#,
            r#"{"ph":"X","cat":"stall","name":"drained","pid":0,"tid":10001,"ts":7,"dur":13,"args":{"reason":"drained","slots":13,"warp":null}}"#,
            r#"{"ph":"X","cat":"stall","name":"drained","pid":0,"tid":10000,"ts":13,"dur":7,"args":{"reason":"drained","slots":7,"warp":null}}"#,
            r#"{"ph":"C","name":"activity","pid":0,"ts":0,"args":{"active_warps":1.5,"ipc":0.25}}"#,
            r#"{"ph":"C","name":"stall mix","pid":0,"ts":0,"args":{"memory_wait":8,"dependency":4,"drained":20}}"#,
            // SM 1
            r#"{"ph":"M","name":"process_name","pid":1,"tid":0,"ts":0,"args":{"name":"SM 1"}}"#,
            r#"{"ph":"M","name":"process_sort_index","pid":1,"tid":0,"ts":0,"args":{"sort_index":1}}"#,
            r#"{"ph":"i","s":"t","cat":"warp","name":"warp start","pid":1,"tid":0,"ts":0,"args":{"warp":2,"block":[1,0,0]}}"#,
            r#"{"ph":"i","s":"t","cat":"warp","name":"warp start","pid":1,"tid":1,"ts":0,"args":{"warp":3,"block":[1,0,0]}}"#,
            r#"{"ph":"X","cat":"issue","name":"v_add_f32 v1, v2, v3","pid":1,"tid":0,"ts":1,"dur":1,"args":{"pc":0,"warp":2,"block":[1,0,0],"lanes":32,"sched":0,"n":2}}"#,
            r#"{"ph":"X","cat":"issue","name":"v_mul_f32 v1, v2, v3","pid":1,"tid":1,"ts":2,"dur":1,"args":{"pc":0,"warp":3,"block":[1,0,0],"lanes":32,"sched":1,"n":1}}"#,
            r#"{"ph":"X","cat":"stall","name":"no_warp","pid":1,"tid":10001,"ts":0,"dur":2,"args":{"reason":"no_warp","slots":2,"warp":null}}"#,
            r#"{"ph":"X","cat":"issue","name":"s_endpgm","pid":1,"tid":0,"ts":3,"dur":1,"args":{"pc":1,"warp":2,"block":[1,0,0],"lanes":32,"sched":0,"n":1}}"#,
            r#"{"ph":"X","cat":"block","name":"block (1,0,0)","pid":1,"tid":30000,"ts":0,"dur":4,"args":{"block":[1,0,0]}}"#,
            r#"{"ph":"X","cat":"stall","name":"drained","pid":1,"tid":10000,"ts":4,"dur":16,"args":{"reason":"drained","slots":16,"warp":null}}"#,
            r#"{"ph":"C","name":"activity","pid":1,"ts":0,"args":{"active_warps":0.2,"ipc":0.2}}"#,
            // The end.
            r#"{"ph":"i","s":"g","cat":"run","name":"run_end","pid":0,"tid":0,"ts":20,"args":{"cycles":20,"warp_instructions":8,"status":"ok","truncated":false,"message":""}}"#,
        ];
        v.iter().map(|s| s.to_string()).collect()
    }

    fn text(evs: &[String]) -> String {
        format!(
            "{{\"displayTimeUnit\":\"ns\",\n\"otherData\":{OTHER},\n\"traceEvents\":[\n{}]}}\n",
            evs.join(",\n")
        )
    }

    fn valid() -> String {
        text(&events())
    }

    fn parse(s: &str) -> Result<Trace, TraceError> {
        read::parse("trace.json", s.as_bytes())
    }

    /// Load and validate.
    fn check(s: &str) -> Result<Trace, TraceError> {
        let t = parse(s)?;
        validate(&t)?;
        Ok(t)
    }

    /// Index of the first event whose text contains `needle`.
    fn find(evs: &[String], needle: &str) -> usize {
        evs.iter().position(|e| e.contains(needle)).unwrap()
    }

    fn gzip(b: &[u8]) -> Vec<u8> {
        let mut enc = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
        enc.write_all(b).unwrap();
        enc.finish().unwrap()
    }

    #[test]
    fn the_valid_trace_passes_and_sums_up() {
        let p = tmp("trace.json");
        std::fs::write(&p, valid()).unwrap();
        let t = load(&p).unwrap();
        validate(&t).unwrap();
        assert_eq!(t.events.len(), events().len());
        assert_eq!(t.events[8].index, 8);
        assert_eq!(t.top["displayTimeUnit"], json!("ns"));

        let s = summary(&t);
        assert_eq!(s.cycles, 20);
        assert_eq!(s.warp_instructions, 8);
        assert_eq!(s.run_end_warp_instructions, Some(8));
        assert_eq!(
            s.per_warp_issued,
            BTreeMap::from([(0, 2), (1, 2), (2, 3), (3, 1)])
        );
        let stalls: BTreeMap<String, u64> = [
            ("no_warp", 2),
            ("dependency", 4),
            ("unit_busy", 0),
            ("bank_conflict", 0),
            ("barrier", 0),
            ("grid_dependency", 0),
            ("async_wait", 0),
            ("memory_wait", 8),
            ("mem_throttle", 0),
            ("ibuffer_empty", 0),
            ("launch", 0),
            ("drained", 36),
        ]
        .into_iter()
        .map(|(k, v)| (k.to_string(), v))
        .collect();
        assert_eq!(s.stalls, stalls);
        assert_eq!(s.status, "ok");
        assert!(!s.truncated && !s.filtered());
        assert_eq!(s.issue_slots(), 20 * 2 * 2);

        let j = s.to_json();
        assert_eq!(j["cycles"], json!(20));
        assert_eq!(j["warp_instructions"], json!(8));
        assert_eq!(j["stalls"].as_object().unwrap().len(), 12);
        assert_eq!(j["stalls"]["unit_busy"], json!(0));
        assert_eq!(j["stalls"]["drained"], json!(36));
        assert_eq!(j["per_warp_issued"], json!({"0":2,"1":2,"2":3,"3":1}));

        let r = s.render();
        for want in [
            "saxpy",
            "20",
            "memory_wait",
            "10.00%",
            "drained",
            "45.00%",
            "warp 2",
        ] {
            assert!(r.contains(want), "{want:?} not in\n{r}");
        }
    }

    #[test]
    fn truncated_json_is_located() {
        let v = valid();
        let p = tmp("trace.json");
        for at in [1, 10, v.len() / 2, v.len() - 3] {
            std::fs::write(&p, &v[..at]).unwrap();
            let e = load(&p).unwrap_err();
            match e.loc {
                TraceLoc::Byte {
                    offset,
                    line,
                    decompressed: false,
                    ..
                } => {
                    assert_eq!(offset as usize, at, "{e}");
                    assert_eq!(line as usize, v[..at].matches('\n').count() + 1, "{e}");
                }
                ref l => panic!("{l:?}: {e}"),
            }
            assert!(
                e.to_string()
                    .starts_with(&format!("{}: byte {at} (line ", p.display())),
                "{e}"
            );
        }
        // A syntax error in the middle: byte offset of the bad byte, line and column.
        let bad = v.replacen("\"ts\":5,", "\"ts\":5;", 1);
        let at = bad.find(';').unwrap();
        let e = parse(&bad).unwrap_err();
        let line = bad[..at].matches('\n').count() + 1;
        let col = at - bad[..at].rfind('\n').unwrap();
        assert!(
            e.to_string()
                .starts_with(&format!("trace.json: byte {at} (line {line}, col {col}): ")),
            "{e}"
        );
        // Missing file.
        let e = load(&tmp("nope.json")).unwrap_err();
        assert_eq!(e.loc, TraceLoc::File);
    }

    #[test]
    fn gzip_round_trip() {
        let t = parse(&valid()).unwrap();
        let p = tmp("trace.json.gz");
        replay::write(&t, &p).unwrap();
        let bytes = std::fs::read(&p).unwrap();
        assert_eq!(&bytes[..2], &[0x1f, 0x8b]);
        let back = load(&p).unwrap();
        validate(&back).unwrap();
        assert_eq!(back.events, t.events);
        assert_eq!(back.other, t.other);
        assert_eq!(summary(&back), summary(&t));

        // Detection is by magic bytes: gzip named .json, plain text named .gz.
        let p2 = tmp("trace.json");
        std::fs::write(&p2, gzip(valid().as_bytes())).unwrap();
        assert_eq!(load(&p2).unwrap().events, t.events);
        let p3 = tmp("plain.json.gz");
        std::fs::write(&p3, valid()).unwrap();
        assert_eq!(load(&p3).unwrap().events, t.events);

        // Plain write / load round trip.
        let p4 = tmp("out.json");
        replay::write(&t, &p4).unwrap();
        assert_eq!(load(&p4).unwrap().events, t.events);
    }

    #[test]
    fn truncated_gzip_is_an_error_not_a_panic() {
        let gz = gzip(valid().as_bytes());
        for at in 0..gz.len() {
            let e = read::parse("trace.json.gz", &gz[..at]).unwrap_err();
            if at >= 2 {
                match e.loc {
                    TraceLoc::Compressed { offset } => assert!(offset as usize <= at, "{e}"),
                    ref l => panic!("cut at {at}: {l:?}: {e}"),
                }
                assert!(
                    e.to_string().starts_with("trace.json.gz: compressed byte "),
                    "{e}"
                );
            }
        }
        // A complete gzip of truncated JSON: located in the decompressed text.
        let v = valid();
        let e = read::parse("t.json.gz", &gzip(&v.as_bytes()[..100])).unwrap_err();
        assert!(
            matches!(
                e.loc,
                TraceLoc::Byte {
                    offset: 100,
                    decompressed: true,
                    ..
                }
            ),
            "{e}"
        );
        assert!(e.to_string().contains("decompressed byte 100"), "{e}");
    }

    #[test]
    fn time_going_back_names_the_event() {
        let mut evs = events();
        let i = find(&evs, "st.global.u32");
        evs[i] = evs[i].replace("\"ts\":6", "\"ts\":0");
        let e = check(&text(&evs)).unwrap_err();
        assert_eq!(e.event_index(), Some(i), "{e}");
        assert!(
            e.msg.contains("goes back in time on track pid 0 tid 1"),
            "{e}"
        );
        assert!(
            e.to_string()
                .starts_with(&format!("trace.json: event {i}: ts 0 goes back")),
            "{e}"
        );
        // The same ts on another track is fine; on the same counter series it is not.
        let mut evs = events();
        let i = find(&evs, r#""name":"activity","pid":1"#);
        evs.insert(
            i + 1,
            r#"{"ph":"C","name":"activity","pid":1,"ts":1000,"args":{"ipc":1}}"#.into(),
        );
        evs.insert(
            i + 2,
            r#"{"ph":"C","name":"activity","pid":1,"ts":999,"args":{"ipc":1}}"#.into(),
        );
        let e = check(&text(&evs)).unwrap_err();
        assert_eq!(e.event_index(), Some(i + 2), "{e}");
    }

    #[test]
    fn partly_overlapping_slices_are_rejected() {
        let mut evs = events();
        // Scheduler 1: dependency [2, 6) then drained [7, 20); make the first [2, 9).
        let i = find(&evs, r#""name":"dependency""#);
        evs[i] = evs[i]
            .replace("\"dur\":4", "\"dur\":7")
            .replace("\"slots\":4", "\"slots\":7");
        let e = check(&text(&evs)).unwrap_err();
        let j = find(&evs, r#""name":"drained","pid":0,"tid":10001"#);
        assert_eq!(e.event_index(), Some(j), "{e}");
        assert!(e.msg.contains(&format!("partly overlaps event {i}")), "{e}");
        // Nested slices are fine: a block slice inside another on the same track.
        let mut evs = events();
        let i = find(&evs, r#""name":"block (0,0,0)""#);
        evs.insert(
            i + 1,
            r#"{"ph":"X","cat":"block","name":"inner","pid":0,"tid":30000,"ts":3,"dur":10,"args":{"block":[0,0,0]}}"#.into(),
        );
        check(&text(&evs)).unwrap();
    }

    #[test]
    fn flow_end_without_start_is_rejected() {
        let mut evs = events();
        let s = find(
            &evs,
            r#""ph":"s","cat":"writeback","name":"writeback","id":1"#,
        );
        evs.remove(s);
        let f = find(
            &evs,
            r#""ph":"f","bp":"e","cat":"writeback","name":"writeback","id":1"#,
        );
        let e = check(&text(&evs)).unwrap_err();
        assert_eq!(e.event_index(), Some(f), "{e}");
        assert!(e.msg.contains("no earlier flow start"), "{e}");
        // The start after the end is just as wrong.
        let mut evs = events();
        let s = find(&evs, r#""id":2"#);
        let line = evs.remove(s);
        let f = find(
            &evs,
            r#""ph":"f","bp":"e","cat":"writeback","name":"writeback","id":2"#,
        );
        evs.insert(f + 1, line.replace("\"ts\":1", "\"ts\":5"));
        assert_eq!(check(&text(&evs)).unwrap_err().event_index(), Some(f));
        // A reused flow id.
        let mut evs = events();
        let s2 = find(&evs, r#""id":2"#);
        evs[s2] = evs[s2].replace("\"id\":2", "\"id\":1");
        let e = check(&text(&evs)).unwrap_err();
        assert_eq!(e.event_index(), Some(s2), "{e}");
        // A flow without id.
        let mut evs = events();
        evs[s2] = evs[s2].replace("\"id\":2,", "");
        assert!(check(&text(&evs)).unwrap_err().msg.contains("without `id`"));
    }

    #[test]
    fn run_end_must_be_there_and_last() {
        let mut evs = events();
        let last = evs.pop().unwrap();
        let e = check(&text(&evs)).unwrap_err();
        assert_eq!(e.event_index(), Some(evs.len() - 1), "{e}");
        assert!(e.msg.contains("run_end is missing"), "{e}");
        // Not last.
        let n = evs.len();
        evs.insert(n - 2, last.clone());
        let e = check(&text(&evs)).unwrap_err();
        assert_eq!(e.event_index(), Some(n - 2), "{e}");
        assert!(e.msg.contains("must be the last event"), "{e}");
        // No events at all.
        let e = check(&text(&[])).unwrap_err();
        assert!(e.msg.contains("run_end is missing"), "{e}");
        // A run_end without its args.
        let mut evs = events();
        let n = evs.len();
        evs[n - 1] = evs[n - 1].replace("\"status\":\"ok\",", "");
        assert!(check(&text(&evs)).unwrap_err().msg.contains("args.status"));
    }

    #[test]
    fn required_fields_and_shapes() {
        for (field, needle) in [
            ("ph", "\"ph\":\"X\","),
            ("pid", "\"pid\":0,"),
            ("tid", "\"tid\":1,"),
            ("ts", "\"ts\":6,"),
        ] {
            let mut evs = events();
            let i = find(&evs, "st.global.u32");
            evs[i] = evs[i].replacen(needle, "", 1);
            let e = check(&text(&evs)).unwrap_err();
            assert_eq!(
                e.to_string(),
                format!("trace.json: event {i}: missing `{field}`")
            );
        }
        let mut evs = events();
        let i = find(&evs, "st.global.u32");
        evs[i] = evs[i].replace("\"n\":1", "\"n\":0");
        assert!(check(&text(&evs)).unwrap_err().msg.contains("args.n"));
        let mut evs = events();
        evs[i] = evs[i].replace("\"dur\":1,", "");
        assert!(check(&text(&evs))
            .unwrap_err()
            .msg
            .contains("without `dur`"));
        let mut evs = events();
        evs[i] = evs[i].replace("\"ts\":6", "\"ts\":6.5");
        assert!(check(&text(&evs))
            .unwrap_err()
            .msg
            .contains("non-negative integer"));
        // Not a warpsim trace.
        let t = text(&events()).replace("\"warpsim_trace\":1,", "");
        let e = check(&t).unwrap_err();
        assert_eq!(e.loc, TraceLoc::Key("otherData".into()));
        // Trailing garbage after the object.
        let e = check(&format!("{}x", valid())).unwrap_err();
        assert!(matches!(e.loc, TraceLoc::Byte { .. }), "{e}");
        // B/E pairs are accepted when they match.
        let mut evs = events();
        let i = find(&evs, "st.global.u32");
        evs.insert(
            i + 1,
            r#"{"ph":"B","name":"region","pid":0,"tid":1,"ts":6}"#.into(),
        );
        evs.insert(i + 2, r#"{"ph":"E","pid":0,"tid":1,"ts":7}"#.into());
        check(&text(&evs)).unwrap();
        evs.remove(i + 2);
        assert_eq!(check(&text(&evs)).unwrap_err().event_index(), Some(i + 1));
    }

    #[test]
    fn cut_keeps_a_valid_clipped_window() {
        let t = check(&valid()).unwrap();
        let c = cut(&t, Some((4, 11)), Some(&[0]));
        validate(&c).unwrap();
        // Written and read back, it is still valid.
        let p = tmp("cut.json.gz");
        replay::write(&c, &p).unwrap();
        let back = load(&p).unwrap();
        validate(&back).unwrap();
        assert_eq!(back.events, c.events);

        assert!(c.events.iter().all(|e| e.pid == 0));
        assert!(c
            .events
            .iter()
            .all(|e| e.ph == "M" || (4..=11).contains(&e.ts)));
        let s = summary(&c);
        // Issues in [4, 11) on SM 0: st (warp 1, ts 6), fma (warp 0, ts 10).
        assert_eq!(s.warp_instructions, 2);
        assert_eq!(s.per_warp_issued, BTreeMap::from([(0, 1), (1, 1)]));
        // memory_wait [2,10) -> [4,10): 6; dependency [2,6) -> [4,6): 2;
        // drained sched 1 [7,20) -> [7,11): 4; drained sched 0 [13,20): cut.
        assert_eq!(s.stalls["memory_wait"], 6);
        assert_eq!(s.stalls["dependency"], 2);
        assert_eq!(s.stalls["drained"], 4);
        assert_eq!(s.stalls["no_warp"], 0);
        assert_eq!(s.stall_slots(), 12);
        assert_eq!(s.cycles, 20);
        assert_eq!(s.issue_slots(), 7 * 2);
        assert!(s.filtered());
        // The flow with id 1 (issue at 1, writeback at 9) lost its start, so both ends go;
        // its writeback instant stays. Flow 2 (1 -> 5) likewise.
        assert!(c.events.iter().all(|e| e.id.is_none()));
        assert_eq!(c.events.iter().filter(|e| e.cat == "writeback").count(), 2);
        // The block slice is clipped to [4, 11).
        let b = c.events.iter().find(|e| e.cat == "block").unwrap();
        assert_eq!((b.ts, b.dur), (4, Some(7)));
        // Counters at ts 0 are outside; metadata of SM 0 stays.
        assert!(c.events.iter().all(|e| e.ph != "C"));
        assert_eq!(c.events.iter().filter(|e| e.ph == "M").count(), 11);
        // run_end: last, ts clamped to B, args kept plus the cut.
        let r = c.events.last().unwrap();
        assert_eq!(r.name, "run_end");
        assert_eq!(r.ts, 11);
        assert_eq!(r.args["cycles"], json!(20));
        assert_eq!(r.args["warp_instructions"], json!(8));
        assert_eq!(r.args["cut"], json!({"window":[4,11],"sms":[0]}));
        assert_eq!(
            c.other["filters"],
            json!({"cycles":[4,11],"sms":[0],"warps":null})
        );

        // Only SMs: everything of SM 1, nothing clipped, flows of SM 0 gone with it.
        let c1 = cut(&t, None, Some(&[1]));
        validate(&c1).unwrap();
        let s1 = summary(&c1);
        assert_eq!(s1.warp_instructions, 4);
        assert_eq!(s1.stalls["drained"], 16);
        assert_eq!(s1.stalls["no_warp"], 2);
        assert_eq!(s1.issue_slots(), 20 * 2);
        assert_eq!(c1.events.last().unwrap().ts, 20);
        assert_eq!(c1.other["filters"]["cycles"], Value::Null);

        // A window that keeps a flow whole.
        let c2 = cut(&t, Some((1, 6)), None);
        validate(&c2).unwrap();
        let ids: Vec<u64> = c2.events.iter().filter_map(|e| e.id).collect();
        assert_eq!(ids, [2, 2]);

        // A window past the end: only metadata and run_end (at `cycles`, not B).
        let c3 = cut(&t, Some((100, 200)), None);
        validate(&c3).unwrap();
        assert!(c3.events.iter().all(|e| e.ph == "M" || e.name == "run_end"));
        assert_eq!(c3.events.last().unwrap().ts, 20);
        assert_eq!(summary(&c3).issue_slots(), 0);

        // Window edges that cut through every slice still sum consistently:
        // the clipped parts add up to the whole when the window is split.
        let whole = summary(&t);
        let mut parts: BTreeMap<String, u64> = BTreeMap::new();
        let mut issued = 0;
        for (a, b) in [(0, 3), (3, 8), (8, 13), (13, 20)] {
            let c = cut(&t, Some((a, b)), None);
            validate(&c).unwrap();
            let s = summary(&c);
            issued += s.warp_instructions;
            for (k, v) in s.stalls {
                *parts.entry(k).or_default() += v;
            }
        }
        assert_eq!(parts, whole.stalls);
        assert_eq!(issued, whole.warp_instructions);
    }

    #[test]
    fn cli_lists_and_ranges() {
        assert_eq!(parse_range("100..200"), Ok((100, 200)));
        assert_eq!(parse_range("0..1"), Ok((0, 1)));
        for bad in [
            "", "100", "100..", "..200", "200..100", "7..7", "1..2..3", "a..b", "-1..5", "1 ..2x",
        ] {
            assert!(parse_range(bad).is_err(), "{bad:?}");
        }
        assert_eq!(parse_list("0,3,5-7"), Ok(vec![0, 3, 5, 6, 7]));
        assert_eq!(parse_list("5-7,0,3,6"), Ok(vec![0, 3, 5, 6, 7]));
        assert_eq!(parse_list("0-0"), Ok(vec![0]));
        for bad in [
            "",
            "1,,2",
            "1,",
            "3-1",
            "x",
            "-",
            "1-2-3",
            "99999999999",
            "0-4294967295",
        ] {
            assert!(parse_list(bad).is_err(), "{bad:?}");
        }
    }

    use crate::common::Rng;

    /// Load, validate, summarise and cut; must not panic whatever the bytes.
    fn must_not_panic(name: &str, bytes: &[u8]) -> bool {
        let r = std::panic::catch_unwind(|| {
            if let Ok(t) = read::parse(name, bytes) {
                let ok = validate(&t).is_ok();
                let s = summary(&t);
                let _ = s.render();
                let _ = s.to_json();
                let c = cut(&t, Some((3, 9)), Some(&[0]));
                if ok {
                    validate(&c).unwrap();
                }
                ok
            } else {
                false
            }
        });
        match r {
            Ok(ok) => ok,
            Err(_) => panic!(
                "panicked on input {:?}",
                String::from_utf8_lossy(&bytes[..bytes.len().min(4000)])
            ),
        }
    }

    #[test]
    fn fuzz_truncations_and_mutations_never_panic() {
        let v = valid();
        let b = v.as_bytes();
        let end = v.trim_end().len();
        for at in 0..b.len() {
            let ok = must_not_panic("t.json", &b[..at]);
            // Everything short of the closing brace is an error.
            assert_eq!(ok, at >= end, "truncated at {at}");
        }
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
        let pool = b"{}[]\":,0123456789-.eEtfnulx \n\\\x00\xff";
        let mut valid_count = 0;
        for _ in 0..4000 {
            let mut m = b.to_vec();
            for _ in 0..1 + rng.below(4) {
                let i = rng.below(m.len());
                match rng.below(4) {
                    0 => m[i] = rng.next() as u8,
                    1 => m[i] = pool[rng.below(pool.len())],
                    2 => {
                        m.remove(i);
                    }
                    _ => {
                        let j = rng.below(m.len());
                        m.insert(i, m[j]);
                    }
                }
            }
            if must_not_panic("t.json", &m) {
                valid_count += 1;
            }
        }
        // Most mutations break something; a few (in a name or a number) do not.
        assert!(valid_count < 4000);
        // Gzip: truncated and mutated compressed bytes.
        let gz = gzip(b);
        for at in (0..gz.len()).step_by(7) {
            assert!(!must_not_panic("t.json.gz", &gz[..at]));
        }
        for _ in 0..1000 {
            let mut m = gz.clone();
            let i = 2 + rng.below(m.len() - 2);
            m[i] ^= 1 << rng.below(8);
            must_not_panic("t.json.gz", &m);
        }
    }

    #[test]
    fn a_big_trace_loads_fast() {
        // 200k issue events over 4 SMs x 8 warp slots, plus stalls.
        let mut s = String::with_capacity(40 << 20);
        s.push_str(&format!(
            "{{\"otherData\":{},\"traceEvents\":[\n",
            OTHER.replace("\"sms\":2", "\"sms\":4")
        ));
        let mut n = 0u64;
        for cycle in 0..6250u64 {
            for sm in 0..4 {
                for slot in 0..8 {
                    s.push_str(&format!(
                        r#"{{"ph":"X","cat":"issue","name":"add.s32 %r1, %r2, %r3","pid":{sm},"tid":{slot},"ts":{cycle},"dur":1,"args":{{"pc":{cycle},"warp":{},"block":[{sm},0,0],"lanes":32,"sched":{},"n":1}}}},"#,
                        sm * 8 + slot,
                        slot % 2
                    ));
                    s.push('\n');
                    n += 1;
                }
            }
        }
        s.push_str(&format!(
            r#"{{"ph":"i","s":"g","cat":"run","name":"run_end","pid":0,"tid":0,"ts":6250,"args":{{"cycles":6250,"warp_instructions":{n},"status":"ok","truncated":false,"message":""}}}}]}}"#
        ));
        let t0 = std::time::Instant::now();
        let t = read::parse("big.json", s.as_bytes()).unwrap();
        let t1 = t0.elapsed();
        validate(&t).unwrap();
        let t2 = t0.elapsed();
        let sum = summary(&t);
        let t3 = t0.elapsed();
        assert_eq!(sum.warp_instructions, n);
        assert_eq!(sum.per_warp_issued.len(), 32);
        eprintln!(
            "{} events ({} MB): parse {:?}, validate {:?}, summary {:?}",
            t.events.len(),
            s.len() >> 20,
            t1,
            t2 - t1,
            t3 - t2
        );
        // Generous: catches quadratic behaviour, not a slow machine.
        assert!(t3.as_secs_f64() < 20.0, "{t3:?}");
    }
}
