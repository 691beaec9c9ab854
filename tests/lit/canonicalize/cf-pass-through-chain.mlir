// A chain of 100 blocks holding only a `cf.br`, each also the target of a
// `cf.cond_br` of a second chain, so none merges into its predecessor:
// every edge into the chain collapses to its end. strata follows at most 64
// pass-through blocks when it checks a collapse for cycles (upstream checks
// none and collapses a cycle forever): longer chains are collapsed from their
// far end first and still reach mlir-opt-22's result, in linear time
// (3,000 blocks: 0.09 s; mlir-opt-22 2 min 43 s; strata
// before the bound did not converge in 3 min 26 s).
// RUN: strata-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @chain(
// CHECK-SAME:     %[[C:.*]]: i1, %[[X:.*]]: i32) -> i32 {
// CHECK-NEXT:     return %[[X]] : i32
// CHECK-NEXT:   }
func.func @chain(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^b0, ^f0
^f0:
  cf.cond_br %c, ^b1, ^f1
^f1:
  cf.cond_br %c, ^b2, ^f2
^f2:
  cf.cond_br %c, ^b3, ^f3
^f3:
  cf.cond_br %c, ^b4, ^f4
^f4:
  cf.cond_br %c, ^b5, ^f5
^f5:
  cf.cond_br %c, ^b6, ^f6
^f6:
  cf.cond_br %c, ^b7, ^f7
^f7:
  cf.cond_br %c, ^b8, ^f8
^f8:
  cf.cond_br %c, ^b9, ^f9
^f9:
  cf.cond_br %c, ^b10, ^f10
^f10:
  cf.cond_br %c, ^b11, ^f11
^f11:
  cf.cond_br %c, ^b12, ^f12
^f12:
  cf.cond_br %c, ^b13, ^f13
^f13:
  cf.cond_br %c, ^b14, ^f14
^f14:
  cf.cond_br %c, ^b15, ^f15
^f15:
  cf.cond_br %c, ^b16, ^f16
^f16:
  cf.cond_br %c, ^b17, ^f17
^f17:
  cf.cond_br %c, ^b18, ^f18
^f18:
  cf.cond_br %c, ^b19, ^f19
^f19:
  cf.cond_br %c, ^b20, ^f20
^f20:
  cf.cond_br %c, ^b21, ^f21
^f21:
  cf.cond_br %c, ^b22, ^f22
^f22:
  cf.cond_br %c, ^b23, ^f23
^f23:
  cf.cond_br %c, ^b24, ^f24
^f24:
  cf.cond_br %c, ^b25, ^f25
^f25:
  cf.cond_br %c, ^b26, ^f26
^f26:
  cf.cond_br %c, ^b27, ^f27
^f27:
  cf.cond_br %c, ^b28, ^f28
^f28:
  cf.cond_br %c, ^b29, ^f29
^f29:
  cf.cond_br %c, ^b30, ^f30
^f30:
  cf.cond_br %c, ^b31, ^f31
^f31:
  cf.cond_br %c, ^b32, ^f32
^f32:
  cf.cond_br %c, ^b33, ^f33
^f33:
  cf.cond_br %c, ^b34, ^f34
^f34:
  cf.cond_br %c, ^b35, ^f35
^f35:
  cf.cond_br %c, ^b36, ^f36
^f36:
  cf.cond_br %c, ^b37, ^f37
^f37:
  cf.cond_br %c, ^b38, ^f38
^f38:
  cf.cond_br %c, ^b39, ^f39
^f39:
  cf.cond_br %c, ^b40, ^f40
^f40:
  cf.cond_br %c, ^b41, ^f41
^f41:
  cf.cond_br %c, ^b42, ^f42
^f42:
  cf.cond_br %c, ^b43, ^f43
^f43:
  cf.cond_br %c, ^b44, ^f44
^f44:
  cf.cond_br %c, ^b45, ^f45
^f45:
  cf.cond_br %c, ^b46, ^f46
^f46:
  cf.cond_br %c, ^b47, ^f47
^f47:
  cf.cond_br %c, ^b48, ^f48
^f48:
  cf.cond_br %c, ^b49, ^f49
^f49:
  cf.cond_br %c, ^b50, ^f50
^f50:
  cf.cond_br %c, ^b51, ^f51
^f51:
  cf.cond_br %c, ^b52, ^f52
^f52:
  cf.cond_br %c, ^b53, ^f53
^f53:
  cf.cond_br %c, ^b54, ^f54
^f54:
  cf.cond_br %c, ^b55, ^f55
^f55:
  cf.cond_br %c, ^b56, ^f56
^f56:
  cf.cond_br %c, ^b57, ^f57
^f57:
  cf.cond_br %c, ^b58, ^f58
^f58:
  cf.cond_br %c, ^b59, ^f59
^f59:
  cf.cond_br %c, ^b60, ^f60
^f60:
  cf.cond_br %c, ^b61, ^f61
^f61:
  cf.cond_br %c, ^b62, ^f62
^f62:
  cf.cond_br %c, ^b63, ^f63
^f63:
  cf.cond_br %c, ^b64, ^f64
^f64:
  cf.cond_br %c, ^b65, ^f65
^f65:
  cf.cond_br %c, ^b66, ^f66
^f66:
  cf.cond_br %c, ^b67, ^f67
^f67:
  cf.cond_br %c, ^b68, ^f68
^f68:
  cf.cond_br %c, ^b69, ^f69
^f69:
  cf.cond_br %c, ^b70, ^f70
^f70:
  cf.cond_br %c, ^b71, ^f71
^f71:
  cf.cond_br %c, ^b72, ^f72
^f72:
  cf.cond_br %c, ^b73, ^f73
^f73:
  cf.cond_br %c, ^b74, ^f74
^f74:
  cf.cond_br %c, ^b75, ^f75
^f75:
  cf.cond_br %c, ^b76, ^f76
^f76:
  cf.cond_br %c, ^b77, ^f77
^f77:
  cf.cond_br %c, ^b78, ^f78
^f78:
  cf.cond_br %c, ^b79, ^f79
^f79:
  cf.cond_br %c, ^b80, ^f80
^f80:
  cf.cond_br %c, ^b81, ^f81
^f81:
  cf.cond_br %c, ^b82, ^f82
^f82:
  cf.cond_br %c, ^b83, ^f83
^f83:
  cf.cond_br %c, ^b84, ^f84
^f84:
  cf.cond_br %c, ^b85, ^f85
^f85:
  cf.cond_br %c, ^b86, ^f86
^f86:
  cf.cond_br %c, ^b87, ^f87
^f87:
  cf.cond_br %c, ^b88, ^f88
^f88:
  cf.cond_br %c, ^b89, ^f89
^f89:
  cf.cond_br %c, ^b90, ^f90
^f90:
  cf.cond_br %c, ^b91, ^f91
^f91:
  cf.cond_br %c, ^b92, ^f92
^f92:
  cf.cond_br %c, ^b93, ^f93
^f93:
  cf.cond_br %c, ^b94, ^f94
^f94:
  cf.cond_br %c, ^b95, ^f95
^f95:
  cf.cond_br %c, ^b96, ^f96
^f96:
  cf.cond_br %c, ^b97, ^f97
^f97:
  cf.cond_br %c, ^b98, ^f98
^f98:
  cf.cond_br %c, ^b99, ^f99
^f99:
  cf.br ^b100
^b0:
  cf.br ^b1
^b1:
  cf.br ^b2
^b2:
  cf.br ^b3
^b3:
  cf.br ^b4
^b4:
  cf.br ^b5
^b5:
  cf.br ^b6
^b6:
  cf.br ^b7
^b7:
  cf.br ^b8
^b8:
  cf.br ^b9
^b9:
  cf.br ^b10
^b10:
  cf.br ^b11
^b11:
  cf.br ^b12
^b12:
  cf.br ^b13
^b13:
  cf.br ^b14
^b14:
  cf.br ^b15
^b15:
  cf.br ^b16
^b16:
  cf.br ^b17
^b17:
  cf.br ^b18
^b18:
  cf.br ^b19
^b19:
  cf.br ^b20
^b20:
  cf.br ^b21
^b21:
  cf.br ^b22
^b22:
  cf.br ^b23
^b23:
  cf.br ^b24
^b24:
  cf.br ^b25
^b25:
  cf.br ^b26
^b26:
  cf.br ^b27
^b27:
  cf.br ^b28
^b28:
  cf.br ^b29
^b29:
  cf.br ^b30
^b30:
  cf.br ^b31
^b31:
  cf.br ^b32
^b32:
  cf.br ^b33
^b33:
  cf.br ^b34
^b34:
  cf.br ^b35
^b35:
  cf.br ^b36
^b36:
  cf.br ^b37
^b37:
  cf.br ^b38
^b38:
  cf.br ^b39
^b39:
  cf.br ^b40
^b40:
  cf.br ^b41
^b41:
  cf.br ^b42
^b42:
  cf.br ^b43
^b43:
  cf.br ^b44
^b44:
  cf.br ^b45
^b45:
  cf.br ^b46
^b46:
  cf.br ^b47
^b47:
  cf.br ^b48
^b48:
  cf.br ^b49
^b49:
  cf.br ^b50
^b50:
  cf.br ^b51
^b51:
  cf.br ^b52
^b52:
  cf.br ^b53
^b53:
  cf.br ^b54
^b54:
  cf.br ^b55
^b55:
  cf.br ^b56
^b56:
  cf.br ^b57
^b57:
  cf.br ^b58
^b58:
  cf.br ^b59
^b59:
  cf.br ^b60
^b60:
  cf.br ^b61
^b61:
  cf.br ^b62
^b62:
  cf.br ^b63
^b63:
  cf.br ^b64
^b64:
  cf.br ^b65
^b65:
  cf.br ^b66
^b66:
  cf.br ^b67
^b67:
  cf.br ^b68
^b68:
  cf.br ^b69
^b69:
  cf.br ^b70
^b70:
  cf.br ^b71
^b71:
  cf.br ^b72
^b72:
  cf.br ^b73
^b73:
  cf.br ^b74
^b74:
  cf.br ^b75
^b75:
  cf.br ^b76
^b76:
  cf.br ^b77
^b77:
  cf.br ^b78
^b78:
  cf.br ^b79
^b79:
  cf.br ^b80
^b80:
  cf.br ^b81
^b81:
  cf.br ^b82
^b82:
  cf.br ^b83
^b83:
  cf.br ^b84
^b84:
  cf.br ^b85
^b85:
  cf.br ^b86
^b86:
  cf.br ^b87
^b87:
  cf.br ^b88
^b88:
  cf.br ^b89
^b89:
  cf.br ^b90
^b90:
  cf.br ^b91
^b91:
  cf.br ^b92
^b92:
  cf.br ^b93
^b93:
  cf.br ^b94
^b94:
  cf.br ^b95
^b95:
  cf.br ^b96
^b96:
  cf.br ^b97
^b97:
  cf.br ^b98
^b98:
  cf.br ^b99
^b99:
  cf.br ^b100
^b100:
  return %x : i32
}
