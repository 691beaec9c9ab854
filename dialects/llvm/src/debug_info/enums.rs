//! The enums of `LLVMEnums.td` that debug-info attributes take as
//! parameters (no attribute of their own wraps them, so ODS codegen does
//! not meet them): `DIEmissionKind`, `DINameTableKind` and the bit enums
//! `DIFlags` and `DISubprogramFlags` (cases joined by `|`, primary groups
//! printed first, as upstream's `printBitEnumPrimaryGroups`).

use strata_ir::{BitEnumSpec, EnumSpec};

pub static DI_EMISSION_KIND: EnumSpec = EnumSpec {
    cpp_type: "::mlir::LLVM::DIEmissionKind",
    width: 64,
    cases: &[("None", 0), ("Full", 1), ("LineTablesOnly", 2), ("DebugDirectivesOnly", 3)],
    bits: None,
};

pub static DI_NAME_TABLE_KIND: EnumSpec = EnumSpec {
    cpp_type: "::mlir::LLVM::DINameTableKind",
    width: 64,
    cases: &[("Default", 0), ("GNU", 1), ("None", 2), ("Apple", 3)],
    bits: None,
};

pub static DI_FLAGS: EnumSpec = EnumSpec {
    cpp_type: "::mlir::LLVM::DIFlags",
    width: 32,
    cases: &[
        ("Zero", 0),
        ("Bit0", 1),
        ("Bit1", 2),
        ("Private", 1),
        ("Protected", 2),
        ("Public", 3),
        ("FwdDecl", 1 << 2),
        ("AppleBlock", 1 << 3),
        ("ReservedBit4", 1 << 4),
        ("Virtual", 1 << 5),
        ("Artificial", 1 << 6),
        ("Explicit", 1 << 7),
        ("Prototyped", 1 << 8),
        ("ObjcClassComplete", 1 << 9),
        ("ObjectPointer", 1 << 10),
        ("Vector", 1 << 11),
        ("StaticMember", 1 << 12),
        ("LValueReference", 1 << 13),
        ("RValueReference", 1 << 14),
        ("ExportSymbols", 1 << 15),
        ("SingleInheritance", 1 << 16),
        ("MultipleInheritance", 1 << 16),
        ("VirtualInheritance", 1 << 16),
        ("IntroducedVirtual", 1 << 18),
        ("BitField", 1 << 19),
        ("NoReturn", 1 << 20),
        ("TypePassByValue", 1 << 22),
        ("TypePassByReference", 1 << 23),
        ("EnumClass", 1 << 24),
        ("Thunk", 1 << 25),
        ("NonTrivial", 1 << 26),
        ("BigEndian", 1 << 27),
        ("LittleEndian", 1 << 28),
        ("AllCallsDescribed", 1 << 29),
    ],
    bits: Some(BitEnumSpec { separator: "|", print_primary_groups: true }),
};

pub static DI_SUBPROGRAM_FLAGS: EnumSpec = EnumSpec {
    cpp_type: "::mlir::LLVM::DISubprogramFlags",
    width: 32,
    cases: &[
        ("Virtual", 1),
        ("PureVirtual", 1 << 1),
        ("LocalToUnit", 1 << 2),
        ("Definition", 1 << 3),
        ("Optimized", 1 << 4),
        ("Pure", 1 << 5),
        ("Elemental", 1 << 6),
        ("Recursive", 1 << 7),
        ("MainSubprogram", 1 << 8),
        ("Deleted", 1 << 9),
        ("ObjCDirect", 1 << 11),
    ],
    bits: Some(BitEnumSpec { separator: "|", print_primary_groups: true }),
};
