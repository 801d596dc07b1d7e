#!/usr/bin/env python3
"""Unit tests of validation_table.py's table and drift check (no toolkit, no examples)."""

import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import validation_table as vt  # noqa: E402

PROFILE = ("[ascend-sim profile] kernel trait soc Ascend950PR blockDim 1: Task Duration(us) 40.203 aiv_time(us) "
           "39.956 aiv_total_cycles 65927 aiv_vec_time(us) 38.409 aiv_vec_ratio 0.961 aiv_scalar_time(us) 0.017 "
           "aiv_scalar_ratio 0.000 aiv_mte2_time(us) 1.082 aiv_mte2_ratio 0.027 aiv_mte3_time(us) 0.463 "
           "aiv_mte3_ratio 0.012 l2_read_hit_rate 0.000")


def results(scale=1.0):
    m = vt.PROFILE_RE.search(PROFILE)
    prof = {k: float(v) * scale for k, v in vt.FIELD_RE.findall(m.group(4))}
    return {(c["example"], c["scenario"]): {"profile": prof, "note": ""} for c in vt.CASES}


class TableTest(unittest.TestCase):
    def test_profile_fields_parse_under_msprof_names(self):
        m = vt.PROFILE_RE.search(PROFILE)
        fields = dict(vt.FIELD_RE.findall(m.group(4)))
        for name in vt.FIGURES.values():
            self.assertIn(name, fields)

    def test_every_published_figure_has_a_row_and_a_set(self):
        block = vt.table(results())
        rows = vt.modeled_cells(block)
        self.assertEqual(len(rows), sum(len(c["figures"]) for c in vt.CASES))
        self.assertIn("| trait | 场景1 RegTraitNumOne, 1 core | fitting | Task Duration(μs) | 58.168 | 40.203 | 0.69 |",
                      block)
        sets = {(c["example"], c["scenario"]): c["set"] for c in vt.CASES}
        self.assertEqual(sorted(set(sets.values())), ["checking", "fitting"])

    def test_drift_fires_on_a_moved_figure(self):
        self.assertNotEqual(vt.drift(vt.table(results()), vt.table(results(1.02))), [])

    def test_drift_stays_silent_on_the_same_table_and_rounding(self):
        self.assertEqual(vt.drift(vt.table(results()), vt.table(results())), [])
        self.assertEqual(vt.drift(vt.table(results()), vt.table(results(1.0001))), [])


if __name__ == "__main__":
    unittest.main()
