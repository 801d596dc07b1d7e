#!/usr/bin/env python3
"""Compare aclnnAsinGrad (through st_torch_dump) with PyTorch's asin backward.

PyTorch computes asin's gradient as grad * (-x*x + 1).rsqrt() in the tensor's dtype. Both it and
our results are measured against the exact value computed in float64, in ulps of the dtype:
  * float32 / bfloat16: ours must be within the op's target (3 / 1 ulp) and at least as close to
    float64 as torch (max and mean error); on the special values (|x| >= 1, NaN, inf, signed
    zeros) ours must equal torch exactly (NaN <-> NaN, inf and zero signs).
  * float16: PyTorch 1.13 has no CPU asin for Half, so ours is compared with float64 only.
Exit codes: 0 pass, 1 fail, 77 skipped (no numpy/torch): CTest SKIP_RETURN_CODE.
"""
import argparse
import os
import struct
import subprocess
import sys

SKIP = 77


def import_or_skip():
    try:
        import numpy  # noqa: F401
        import torch  # noqa: F401
        return True
    except ImportError as e:
        # Debian's python3-torch lives in the system interpreter; another python3 may come
        # first on PATH (pyenv, venv). Try the system one once before skipping.
        system = "/usr/bin/python3"
        if (os.environ.get("ST_TORCH_REEXEC") != "1" and os.path.exists(system)
                and os.path.realpath(sys.executable) != os.path.realpath(system)):
            os.environ["ST_TORCH_REEXEC"] = "1"
            os.execv(system, [system] + sys.argv)
        print(f"SKIPPED: {e} (install python3-numpy python3-torch)")
        return False


FORMATS = {  # code: (name, precision incl. hidden bit, emin, emax, max ulp target)
    0: ("float32", 24, -126, 127, 3.0),
    1: ("float16", 11, -14, 15, 1.0),
    2: ("bfloat16", 8, -126, 127, 1.0),
}


def load(path):
    import numpy as np
    with open(path, "rb") as f:
        data = f.read()
    magic, version, count = struct.unpack_from("<III", data, 0)
    if magic != 0x54475341 or version != 1:
        raise ValueError(f"{path}: not an st_torch_dump file")
    off = 12
    sections = []
    for _ in range(count):
        code, eb, n = struct.unpack_from("<IIQ", data, off)
        off += 16
        raw = np.uint32 if eb == 4 else np.uint16
        arrays = []
        for _ in range(3):
            arrays.append(np.frombuffer(data, dtype=raw, count=n, offset=off).copy())
            off += n * eb
        sections.append((code, *arrays))
    return sections


def to_float64(bits, code):
    import numpy as np
    with np.errstate(invalid="ignore"):  # NaN payloads convert as NaN
        if code == 0:
            return bits.view(np.float32).astype(np.float64)
        if code == 1:
            return bits.view(np.float16).astype(np.float64)
        return (bits.astype(np.uint32) << 16).view(np.float32).astype(np.float64)


def exact_reference(dy, x):
    import numpy as np
    with np.errstate(all="ignore"):
        d = (1.0 - x) * (1.0 + x)
        ref = np.where(np.abs(x) < 1.0, dy / np.sqrt(np.where(np.abs(x) < 1.0, d, 1.0)), np.nan)
        ref = np.where(np.abs(x) == 1.0, dy * np.inf, ref)
    return ref


def ulp_of(v, code):
    import numpy as np
    _, p, emin, emax, _ = FORMATS[code]
    with np.errstate(all="ignore"):
        a = np.abs(v)
        _, e = np.frexp(np.where(np.isfinite(a) & (a > 0), a, 1.0))
        e = np.clip(e - 1, emin, emax)
    return np.ldexp(1.0, e - (p - 1))


def round_to(v, code):
    """float64 -> nearest value of the format (ties to even), overflow to inf, as float64."""
    import numpy as np
    _, p, _, emax, _ = FORMATS[code]
    q = ulp_of(v, code)
    with np.errstate(all="ignore"):
        r = np.where(np.isfinite(v), np.round(v / q) * q, v)
        max_finite = (2.0 - 2.0 ** (1 - p)) * 2.0 ** emax
        r = np.where(np.isfinite(r) & (np.abs(r) > max_finite), np.copysign(np.inf, r), r)
    return r


def torch_grad(dy, x, code):
    import numpy as np
    import torch
    dtype = {0: torch.float32, 1: torch.float16, 2: torch.bfloat16}[code]
    with np.errstate(invalid="ignore"):  # exact: every value is representable in float32
        x32, dy32 = x.astype(np.float32), dy.astype(np.float32)
    xt = torch.from_numpy(x32).to(dtype).requires_grad_(True)
    gt = torch.from_numpy(dy32).to(dtype)
    (g,) = torch.autograd.grad(torch.asin(xt), xt, gt)
    return g.to(torch.float64).numpy()


def same_special(a, b):
    """NaN matches NaN; otherwise equal values with equal signs (inf, zeros)."""
    import numpy as np
    both_nan = np.isnan(a) & np.isnan(b)
    equal = (a == b) & (np.signbit(a) == np.signbit(b))
    return both_nan | equal


def compare(code, dy_bits, x_bits, dx_bits):
    import numpy as np
    name, _, _, _, target = FORMATS[code]
    dy = to_float64(dy_bits, code)
    x = to_float64(x_bits, code)
    ours = to_float64(dx_bits, code)
    exact = exact_reference(dy, x)
    expected = round_to(exact, code)
    ok = True

    finite = np.isfinite(expected) & (exact != 0)
    special = ~finite
    with np.errstate(all="ignore"):
        err_ours = np.abs(ours - exact) / ulp_of(exact, code)
    bad_ours = finite & ~(err_ours <= target)
    # Specials against the float64 reference (our own contract, and the reference for fp16).
    bad_special_ref = special & ~same_special(ours, expected)
    cr = np.mean((ours == expected)[finite]) if finite.any() else 1.0
    print(f"[torch compare] {name}: {len(x)} inputs ({int(finite.sum())} finite, {int(special.sum())} special)")
    print(f"[torch compare] {name}: ours  vs float64: max {np.max(err_ours[finite]):.4f} ulp, "
          f"mean {np.mean(err_ours[finite]):.4f} ulp, correctly rounded {100 * cr:.3f}%")
    if bad_ours.any() or bad_special_ref.any():
        ok = False
        idx = np.flatnonzero(bad_ours | bad_special_ref)[:8]
        for i in idx:
            print(f"  FAIL ours: dy={dy[i]!r} x={x[i]!r} ours={ours[i]!r} exact={exact[i]!r}")

    try:
        theirs = torch_grad(dy, x, code)
    except RuntimeError as e:
        print(f"[torch compare] {name}: torch has no CPU kernel ({e}); compared with float64 only")
        return ok

    with np.errstate(all="ignore"):
        err_torch = np.abs(theirs - exact) / ulp_of(exact, code)
    both = finite & np.isfinite(theirs)
    tmax, tmean = np.max(err_torch[both]), np.mean(err_torch[both])
    omax, omean = np.max(err_ours[both]), np.mean(err_ours[both])
    worse = int(np.sum(err_ours[both] > err_torch[both]))
    better = int(np.sum(err_ours[both] < err_torch[both]))
    i_t = np.flatnonzero(both)[np.argmax(err_torch[both])]
    print(f"[torch compare] {name}: torch vs float64: max {tmax:.4f} ulp (at x={x[i_t]!r}), mean {tmean:.4f} ulp")
    print(f"[torch compare] {name}: ours closer on {better}, torch closer on {worse}, equal on "
          f"{int(both.sum()) - better - worse} elements")
    if not (omax <= tmax and omean <= tmean):
        ok = False
        print(f"  FAIL: ours (max {omax:.4f}, mean {omean:.4f}) is not at least as close as torch "
              f"(max {tmax:.4f}, mean {tmean:.4f})")
    # Special values: exactly torch's inf/NaN/zero pattern.
    mismatch = special & ~same_special(ours, theirs)
    n_special = int(special.sum())
    print(f"[torch compare] {name}: special values identical to torch: {n_special - int(mismatch.sum())} "
          f"of {n_special}")
    if mismatch.any():
        ok = False
        for i in np.flatnonzero(mismatch)[:8]:
            print(f"  FAIL special: dy={dy[i]!r} x={x[i]!r} ours={ours[i]!r} torch={theirs[i]!r}")
    # Where torch is not finite on a finite exact result, report it (torch's own overflow).
    odd = finite & ~np.isfinite(theirs)
    if odd.any():
        print(f"[torch compare] {name}: torch non-finite on {int(odd.sum())} finite results (not held against it)")
    return ok


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tool", required=True, help="path of st_torch_dump")
    ap.add_argument("--out", required=True, help="file the tool writes")
    args = ap.parse_args()
    if not import_or_skip():
        return SKIP
    import torch
    print(f"[torch compare] torch {torch.__version__} ({sys.executable})")
    subprocess.run([args.tool, args.out], check=True)
    ok = True
    for code, dy, x, dx in load(args.out):
        ok = compare(code, dy, x, dx) and ok
    print("PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
