//! The integer range rules of every arith and index op, checked against
//! `mlir-opt-22`: each row's op is parsed with operands of the given types,
//! its `InferIntRangeInterface` hook run on the given operand ranges; the
//! expected range is what `mlir-opt-22 --int-range-optimizations` proves
//! of the op when `test.with_bounds` imposes those ranges (every bound
//! folds a comparison against it, the next tighter one does not). Ranges
//! are `[umin, umax, smin, smax]` at the element width.

use strata_ir::int_range::{int_width, ConstantIntRanges, InferIntRangeInterface};
use strata_ir::{ApInt, Context};
use strata_syntax::{parse_source, ParseConfig, SourceFile};

type Row = (&'static str, &'static [&'static str], &'static [[i128; 4]], [i128; 4]);

const ARITH_CASES: &[Row] = &[
    (
        "arith.addi {0}, {1} overflow<nsw> : i8",
        &["i8", "i8"],
        &[[100, 120, 100, 120], [10, 20, 10, 20]],
        [110, 127, 110, 127],
    ),
    (
        "arith.addi {0}, {1} overflow<nuw> : vector<4xi8>",
        &["vector<4xi8>", "vector<4xi8>"],
        &[[250, 255, -6, -1], [1, 10, 1, 10]],
        [251, 255, -5, -1],
    ),
    (
        "arith.muli {0}, {1} overflow<nsw, nuw> : i32",
        &["i32", "i32"],
        &[[0, 4294967295, -5, 70000], [60000, 70000, 60000, 70000]],
        [0, 4294967295, -350000, 2147483647],
    ),
    ("arith.shli {0}, {1} overflow<nuw> : i8", &["i8", "i8"], &[[1, 3, 1, 3], [7, 8, 7, 8]], [128, 255, -128, -1]),
    (
        "arith.subi {0}, {1} overflow<nsw> : index",
        &["index", "index"],
        &[[0, 18446744073709551615, -9223372036854775808, 0], [0, 1, 0, 1]],
        [0, 18446744073709551615, -9223372036854775808, 0],
    ),
    ("arith.extui {0} : i8 to i32", &["i8"], &[[0, 255, -3, 4]], [0, 255, 0, 255]),
    ("arith.extsi {0} : i8 to i32", &["i8"], &[[0, 255, -3, 4]], [0, 4294967295, -3, 4]),
    ("arith.extsi {0} : i1 to i64", &["i1"], &[[0, 1, -1, 0]], [0, 18446744073709551615, -1, 0]),
    ("arith.extui {0} : i1 to i64", &["i1"], &[[0, 1, -1, 0]], [0, 1, 0, 1]),
    (
        "arith.extsi {0} : i64 to i128",
        &["i64"],
        &[[0, 18446744073709551615, -9223372036854775808, 5]],
        [0, -1, -9223372036854775808, 5],
    ),
    (
        "arith.extui {0} : vector<2xi8> to vector<2xi16>",
        &["vector<2xi8>"],
        &[[200, 255, -56, -1]],
        [200, 255, 200, 255],
    ),
    ("arith.trunci {0} : i16 to i8", &["i16"], &[[256, 258, 256, 258]], [0, 2, 0, 2]),
    ("arith.trunci {0} : i16 to i8", &["i16"], &[[255, 257, 255, 257]], [0, 255, -128, 127]),
    ("arith.trunci {0} : i16 to i8", &["i16"], &[[0, 65535, -130, 0]], [0, 255, -128, 127]),
    ("arith.trunci {0} : i16 to i8", &["i16"], &[[0, 65535, -100, 100]], [0, 255, -100, 100]),
    ("arith.trunci {0} : i16 to i8", &["i16"], &[[65280, 65286, -256, -250]], [0, 6, 0, 6]),
    ("arith.trunci {0} : i64 to i1", &["i64"], &[[2, 3, 2, 3]], [0, 1, -1, 0]),
    (
        "arith.trunci {0} : i128 to i64",
        &["i128"],
        &[[18446744073709551617, 18446744073709551625, 18446744073709551617, 18446744073709551625]],
        [1, 9, 1, 9],
    ),
    (
        "arith.index_cast {0} : index to i32",
        &["index"],
        &[[0, 18446744073709551615, -5, 2147483647]],
        [0, 4294967295, -5, 2147483647],
    ),
    (
        "arith.index_cast {0} : index to i32",
        &["index"],
        &[[4294967294, 4294967298, 4294967294, 4294967298]],
        [0, 4294967295, -2147483648, 2147483647],
    ),
    ("arith.index_cast {0} : i8 to index", &["i8"], &[[0, 255, -128, 3]], [0, 18446744073709551615, -128, 3]),
    ("arith.index_castui {0} : i8 to index", &["i8"], &[[0, 255, -128, 3]], [0, 255, 0, 255]),
    (
        "arith.index_castui {0} : i64 to index",
        &["i64"],
        &[[0, 18446744073709551615, -7, 7]],
        [0, 18446744073709551615, -7, 7],
    ),
    (
        "arith.index_castui {0} : index to i128",
        &["index"],
        &[[0, 18446744073709551615, -1, 0]],
        [0, 18446744073709551615, 0, 18446744073709551615],
    ),
    ("arith.cmpi slt, {0}, {1} : i8", &["i8", "i8"], &[[0, 255, -10, 3], [4, 7, 4, 7]], [1, 1, -1, -1]),
    ("arith.cmpi slt, {0}, {1} : i8", &["i8", "i8"], &[[0, 255, -10, 4], [4, 7, 4, 7]], [0, 1, -1, 0]),
    ("arith.cmpi sge, {0}, {1} : i8", &["i8", "i8"], &[[0, 255, -10, 3], [4, 7, 4, 7]], [0, 0, 0, 0]),
    ("arith.cmpi ult, {0}, {1} : i8", &["i8", "i8"], &[[0, 255, -10, 3], [4, 7, 4, 7]], [0, 1, -1, 0]),
    ("arith.cmpi eq, {0}, {1} : i32", &["i32", "i32"], &[[7, 7, 7, 7], [7, 7, 7, 7]], [1, 1, -1, -1]),
    ("arith.cmpi ne, {0}, {1} : i32", &["i32", "i32"], &[[0, 4294967295, -1, 1], [5, 9, 5, 9]], [0, 1, -1, 0]),
    (
        "arith.cmpi ne, {0}, {1} : i32",
        &["i32", "i32"],
        &[[4294967294, 4294967295, -2, -1], [5, 9, 5, 9]],
        [1, 1, -1, -1],
    ),
    (
        "arith.cmpi ule, {0}, {1} : index",
        &["index", "index"],
        &[[0, 4294967296, 0, 4294967296], [4294967296, 1099511627776, 4294967296, 1099511627776]],
        [1, 1, -1, -1],
    ),
    ("arith.cmpi ugt, {0}, {1} : i1", &["i1", "i1"], &[[1, 1, -1, -1], [0, 0, 0, 0]], [1, 1, -1, -1]),
    (
        "arith.select {0}, {1}, {2} : i8",
        &["i1", "i8", "i8"],
        &[[0, 1, -1, 0], [0, 255, -5, 0], [10, 20, 10, 20]],
        [0, 255, -5, 20],
    ),
    (
        "arith.select {0}, {1}, {2} : i8",
        &["i1", "i8", "i8"],
        &[[1, 1, -1, -1], [0, 255, -5, 0], [10, 20, 10, 20]],
        [0, 255, -5, 0],
    ),
    (
        "arith.select {0}, {1}, {2} : i8",
        &["i1", "i8", "i8"],
        &[[0, 0, 0, 0], [0, 255, -5, 0], [10, 20, 10, 20]],
        [10, 20, 10, 20],
    ),
    (
        "arith.select {0}, {1}, {2} : index",
        &["i1", "index", "index"],
        &[[0, 1, -1, 0], [3, 4, 3, 4], [8589934592, 17179869184, 8589934592, 17179869184]],
        [3, 17179869184, 3, 17179869184],
    ),
];

const INDEX_CASES: &[Row] = &[
    ("index.add {0}, {1}", &["index", "index"], &[[0, 10, 0, 10], [3, 5, 3, 5]], [3, 15, 3, 15]),
    (
        "index.add {0}, {1}",
        &["index", "index"],
        &[[4294967292, 4294967295, 4294967292, 4294967295], [1, 5, 1, 5]],
        [0, 4294967300, -3, 4294967300],
    ),
    (
        "index.add {0}, {1}",
        &["index", "index"],
        &[[2147483638, 2147483643, 2147483638, 2147483643], [1, 4, 1, 4]],
        [2147483639, 2147483647, 2147483639, 2147483647],
    ),
    ("index.sub {0}, {1}", &["index", "index"], &[[0, 5, 0, 5], [3, 10, 3, 10]], [0, 18446744073709551615, -10, 2]),
    (
        "index.mul {0}, {1}",
        &["index", "index"],
        &[[65536, 65539, 65536, 65539], [65536, 65537, 65536, 65537]],
        [0, 4295229443, -2147483648, 4295229443],
    ),
    (
        "index.mul {0}, {1}",
        &["index", "index"],
        &[[0, 18446744073709551615, -3, 4], [0, 18446744073709551615, -5, 6]],
        [0, 18446744073709551615, -20, 24],
    ),
    (
        "index.divu {0}, {1}",
        &["index", "index"],
        &[[4294967296, 4294967396, 4294967296, 4294967396], [2, 4, 2, 4]],
        [0, 2147483698, 0, 2147483698],
    ),
    (
        "index.divs {0}, {1}",
        &["index", "index"],
        &[[0, 18446744073709551615, -100, 100], [2, 5, 2, 5]],
        [0, 18446744073709551615, -50, 50],
    ),
    (
        "index.divs {0}, {1}",
        &["index", "index"],
        &[[0, 18446744073709551615, -2147483648, 100], [18446744073709551615, 18446744073709551615, -1, -1]],
        [0, 18446744073709551615, -100, 2147483648],
    ),
    ("index.ceildivu {0}, {1}", &["index", "index"], &[[10, 100, 10, 100], [3, 5, 3, 5]], [2, 34, 2, 34]),
    (
        "index.ceildivs {0}, {1}",
        &["index", "index"],
        &[[0, 18446744073709551615, -10, 100], [3, 5, 3, 5]],
        [0, 18446744073709551615, -3, 34],
    ),
    (
        "index.floordivs {0}, {1}",
        &["index", "index"],
        &[[0, 18446744073709551615, -7, 7], [2, 2, 2, 2]],
        [0, 18446744073709551615, -4, 3],
    ),
    (
        "index.rems {0}, {1}",
        &["index", "index"],
        &[[0, 18446744073709551615, -10, 10], [3, 3, 3, 3]],
        [0, 18446744073709551615, -2, 2],
    ),
    (
        "index.remu {0}, {1}",
        &["index", "index"],
        &[[4294967297, 4294967299, 4294967297, 4294967299], [8, 8, 8, 8]],
        [1, 3, 1, 3],
    ),
    ("index.remu {0}, {1}", &["index", "index"], &[[10, 13, 10, 13], [8, 8, 8, 8]], [2, 5, 2, 5]),
    (
        "index.maxs {0}, {1}",
        &["index", "index"],
        &[[0, 18446744073709551615, -10, 5], [0, 18446744073709551615, -3, 20]],
        [0, 18446744073709551615, -3, 20],
    ),
    (
        "index.maxu {0}, {1}",
        &["index", "index"],
        &[[2147483648, 8589934592, 2147483648, 8589934592], [10, 20, 10, 20]],
        [10, 8589934592, -2147483648, 8589934592],
    ),
    (
        "index.mins {0}, {1}",
        &["index", "index"],
        &[[0, 18446744073709551615, -1099511627776, 5], [0, 18446744073709551615, -3, 20]],
        [0, 18446744073709551615, -1099511627776, 20],
    ),
    ("index.minu {0}, {1}", &["index", "index"], &[[5, 200, 5, 200], [10, 20, 10, 20]], [5, 20, 5, 20]),
    ("index.shl {0}, {1}", &["index", "index"], &[[1, 3, 1, 3], [0, 4, 0, 4]], [1, 48, 1, 48]),
    (
        "index.shl {0}, {1}",
        &["index", "index"],
        &[[1, 3, 1, 3], [31, 32, 31, 32]],
        [2147483648, 12884901888, 2147483648, 12884901888],
    ),
    (
        "index.shrs {0}, {1}",
        &["index", "index"],
        &[[18446742974197923840, 18446744073709551516, -1099511627776, -100], [1, 3, 1, 3]],
        [0, 18446744073709551603, -549755813888, 1073741823],
    ),
    (
        "index.shru {0}, {1}",
        &["index", "index"],
        &[[1099511627776, 2199023255552, 1099511627776, 2199023255552], [8, 9, 8, 9]],
        [0, 8589934592, 0, 8589934592],
    ),
    (
        "index.shru {0}, {1}",
        &["index", "index"],
        &[[100, 200, 100, 200], [40, 40, 40, 40]],
        [0, 4294967295, -2147483648, 2147483647],
    ),
    ("index.and {0}, {1}", &["index", "index"], &[[0, 10, 0, 10], [3, 5, 3, 5]], [0, 7, 0, 7]),
    ("index.or {0}, {1}", &["index", "index"], &[[16, 17, 16, 17], [1, 2, 1, 2]], [16, 19, 16, 19]),
    (
        "index.xor {0}, {1}",
        &["index", "index"],
        &[[4294967296, 4294967297, 4294967296, 4294967297], [1, 2, 1, 2]],
        [4294967296, 4294967299, 4294967296, 4294967299],
    ),
    (
        "index.cmp slt({0}, {1})",
        &["index", "index"],
        &[[0, 18446744073709551615, -10, 3], [4, 7, 4, 7]],
        [1, 1, -1, -1],
    ),
    (
        "index.cmp ult({0}, {1})",
        &["index", "index"],
        &[[4294967296, 4294967297, 4294967296, 4294967297], [4294967301, 4294967305, 4294967301, 4294967305]],
        [1, 1, -1, -1],
    ),
    (
        "index.cmp ult({0}, {1})",
        &["index", "index"],
        &[[0, 10, 0, 10], [4294967296, 4294967297, 4294967296, 4294967297]],
        [0, 1, -1, 0],
    ),
    (
        "index.cmp eq({0}, {1})",
        &["index", "index"],
        &[[4294967303, 4294967303, 4294967303, 4294967303], [4294967303, 4294967303, 4294967303, 4294967303]],
        [1, 1, -1, -1],
    ),
    (
        "index.casts {0} : index to i32",
        &["index"],
        &[[0, 18446744073709551615, -5, 2147483647]],
        [0, 4294967295, -5, 2147483647],
    ),
    (
        "index.casts {0} : index to i64",
        &["index"],
        &[[0, 18446744073709551615, -5, 1099511627776]],
        [0, 18446744073709551615, -5, 1099511627776],
    ),
    (
        "index.casts {0} : index to i128",
        &["index"],
        &[[0, 18446744073709551615, -5, 1099511627776]],
        [0, -1, -5, 1099511627776],
    ),
    ("index.casts {0} : i8 to index", &["i8"], &[[0, 255, -128, 3]], [0, 18446744073709551615, -128, 3]),
    (
        "index.casts {0} : i64 to index",
        &["i64"],
        &[[0, 18446744073709551615, -5, 1099511627776]],
        [0, 18446744073709551615, -2147483648, 1099511627776],
    ),
    ("index.casts {0} : i64 to index", &["i64"], &[[0, 18446744073709551615, -5, 5]], [0, 18446744073709551615, -5, 5]),
    ("index.castu {0} : i8 to index", &["i8"], &[[0, 255, -128, 3]], [0, 255, 0, 255]),
    (
        "index.castu {0} : i64 to index",
        &["i64"],
        &[[4294967295, 4294967296, 4294967295, 4294967296]],
        [0, 4294967296, -2147483648, 4294967296],
    ),
    (
        "index.castu {0} : i128 to index",
        &["i128"],
        &[[18446744073709551617, 18446744073709551625, 18446744073709551617, 18446744073709551625]],
        [1, 9, 1, 9],
    ),
    ("index.castu {0} : index to i1", &["index"], &[[2, 3, 2, 3]], [0, 1, -1, 0]),
    ("index.sizeof", &[], &[], [32, 64, 32, 64]),
    ("index.bool.constant true", &[], &[], [1, 1, -1, -1]),
    ("index.bool.constant false", &[], &[], [0, 0, 0, 0]),
    ("index.constant -42", &[], &[], [18446744073709551574, 18446744073709551574, -42, -42]),
];

fn range(width: u32, r: &[i128; 4]) -> ConstantIntRanges {
    let a = |v: i128| ApInt::from_words(width, &[v as u64, (v >> 64) as u64]);
    ConstantIntRanges { umin: a(r[0]), umax: a(r[1]), smin: a(r[2]), smax: a(r[3]) }
}

/// The ranges the op in `op` (operands `{0}`, `{1}`, ... of `types`)
/// infers from `args` (`None`: not an integer), and its result's width.
fn infer_with_width(
    op: &str,
    types: &[&str],
    args: &[Option<[i128; 4]>],
) -> (Vec<Option<ConstantIntRanges>>, Option<u32>) {
    let ctx = Context::new();
    strata_syntax::install(&ctx);
    strata_dialect_arith::register(&ctx);
    strata_dialect_index::register(&ctx);
    let names: Vec<String> = (0..types.len()).map(|i| format!("%a#{i}")).collect();
    let mut op_text = op.to_string();
    for (i, n) in names.iter().enumerate() {
        op_text = op_text.replace(&format!("{{{i}}}"), n);
    }
    // The operands come from an unregistered op (none: it has no results).
    let defs = if types.is_empty() { String::new() } else { format!("%a:{} = ", types.len()) };
    let src = format!(
        "\"t.wrap\"() ({{\n  {defs}\"t.src\"() : () -> ({})\n  %r = {op_text}\n}}) : () -> ()\n",
        types.join(", ")
    );
    let config = ParseConfig { allow_unregistered: true, implicit_module: false, threads: 1 };
    let m = parse_source(&ctx, &SourceFile::new("case.mlir", src.into_bytes()), config).expect("parses");
    let body = &m.body;
    let block = body.region_blocks(body.regions(m.root)[0]).next().unwrap();
    let op = body.block_ops(block).nth(1).unwrap();
    let ranges: Vec<Option<ConstantIntRanges>> = body
        .operands(op)
        .zip(args)
        .map(|(v, r)| Some(range(int_width(&ctx, body.value_type(v))?, r.as_ref()?)))
        .collect();
    let iface = InferIntRangeInterface::of(&ctx, body, op).expect("infers ranges");
    let width = int_width(&ctx, body.value_type(body.results(op)[0]));
    ((iface.infer_result_ranges)(&ctx, body, op, &ranges), width)
}

fn infer(op: &str, types: &[&str], args: &[Option<[i128; 4]>]) -> Vec<Option<ConstantIntRanges>> {
    infer_with_width(op, types, args).0
}

fn check(cases: &[Row]) {
    for (op, types, args, expected) in cases {
        let args: Vec<Option<[i128; 4]>> = args.iter().copied().map(Some).collect();
        let (got, width) = infer_with_width(op, types, &args);
        let expected = range(width.expect("integer result"), expected);
        assert_eq!(got, vec![Some(expected)], "{op} of {args:?}");
    }
}

#[test]
fn arith_matches_mlir_opt() {
    check(ARITH_CASES);
}

#[test]
fn index_matches_mlir_opt() {
    check(INDEX_CASES);
}

/// Unknown (non-integer) operands: integer ops infer nothing, select
/// forwards what the constant condition picks, else nothing for a
/// non-integer result.
#[test]
fn arith_unknown_operands() {
    let full = Some([0, 255, -128, 127]);
    assert_eq!(infer("arith.addi {0}, {1} : i8", &["i8", "i8"], &[full, None]), vec![None]);
    let f32s = ["i1", "f32", "f32"];
    assert_eq!(infer("arith.select {0}, {1}, {2} : f32", &f32s, &[Some([0, 1, -1, 0]), None, None]), vec![None]);
    assert_eq!(infer("arith.select {0}, {1}, {2} : f32", &f32s, &[Some([1, 1, -1, -1]), None, None]), vec![None]);
    let sel = infer("arith.select {0}, {1}, {2} : i8", &["i1", "i8", "i8"], &[Some([0, 1, -1, 0]), full, None]);
    assert_eq!(sel, vec![Some(ConstantIntRanges::max_range(8))]);
    // `trunci` to `i0` infers nothing, as upstream.
    assert_eq!(infer("arith.trunci {0} : i8 to i0", &["i8"], &[full]), vec![None]);
}

/// A non-integer (unknown) operand gives nothing.
#[test]
fn index_unknown_operands() {
    assert_eq!(infer("index.add {0}, {1}", &["index", "index"], &[Some([0, 1, 0, 1]), None]), vec![None]);
    assert_eq!(infer("index.casts {0} : i8 to index", &["i8"], &[None]), vec![None]);
}
