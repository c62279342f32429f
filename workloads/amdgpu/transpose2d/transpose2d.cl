// transpose2d: 2-D grid-stride transpose of a rows x cols u32 matrix into a
// pitched cols x pitch matrix, reading the launch shape from the HIDDEN kernel
// arguments (code object v5/v6 implicit arguments, found with
// __builtin_amdgcn_implicitarg_ptr()):
//   offset 0, 4 : hidden_block_count_x / _y  (u32, number of workgroups)
//   offset 12,14: hidden_group_size_x / _y   (u16, work-items per workgroup)
// No reqd_work_group_size: the workgroup size really comes from memory.
//
//   for (y = wg_y*gsy + ty; y < rows; y += nby*gsy)
//     for (x = wg_x*gsx + tx; x < cols; x += nbx*gsx)
//       out[(ulong)x * pitch + y] = in[(ulong)y * cols + x] + (x << 16) + y   (u32)
// Elements of `out` with y >= rows in a row are never written.
__kernel void transpose2d(uint rows, uint cols, ulong pitch, __global const uint* restrict in,
                          __global uint* restrict out) {
  __constant char* ia = (__constant char*)__builtin_amdgcn_implicitarg_ptr();
  uint nbx = *(__constant uint*)(ia + 0);
  uint nby = *(__constant uint*)(ia + 4);
  uint gsx = *(__constant ushort*)(ia + 12);
  uint gsy = *(__constant ushort*)(ia + 14);
  uint x0 = __builtin_amdgcn_workgroup_id_x() * gsx + __builtin_amdgcn_workitem_id_x();
  uint y0 = __builtin_amdgcn_workgroup_id_y() * gsy + __builtin_amdgcn_workitem_id_y();
  for (uint y = y0; y < rows; y += nby * gsy)
    for (uint x = x0; x < cols; x += nbx * gsx)
      out[(ulong)x * pitch + y] = in[(ulong)y * cols + x] + (x << 16) + y;
}
