/*
 * shim.c — batched entry points over the Swiss Ephemeris (2.10.03, Moshier mode)
 * for the WebAssembly build in wasm-ephemeris/swe.wasm.
 *
 * SPDX-License-Identifier: AGPL-3.0-or-later
 *
 * Conventions (mirrored by wasm-ephemeris/layout.ts — keep both in sync):
 *   - all times are Julian days in Universal Time (jd_ut);
 *   - all angles are degrees, distances AU, speeds per day;
 *   - every function returns a status: VE_OK (0), a positive warning,
 *     or a negative error; on warning/error a NUL-terminated message of at most
 *     VE_SERR_BYTES bytes is written to `serr` (which may not be NULL).
 *   - no filesystem: always SEFLG_MOSEPH (analytical Moshier theories).
 */
#include <math.h>
#include <string.h>
#include "swephexp.h"

#define VE_ABI_VERSION 2

/* status codes */
#define VE_OK 0
#define VE_WARN_HOUSES_PORPHYRY 1 /* Placidus-type system impossible at this latitude: Porphyry cusps returned */
#define VE_ERR_CALC (-1)          /* the Swiss Ephemeris reported an error (see serr) */
#define VE_ERR_ARGUMENT (-2)      /* invalid argument (see serr) */
#define VE_NO_EVENT (-3)          /* rise/set: the body does not rise/set in the search window (circumpolar) */

/* ve_positions flags */
#define VE_FLAG_SIDEREAL 1
#define VE_FLAG_TRUE_NODE 2
#define VE_FLAG_OUTER 4
#define VE_FLAG_OBSERVER 8
#define VE_FLAG_GEOMETRIC 16      /* SEFLG_TRUEPOS: no light-time, aberration or light deflection */
#define VE_FLAG_LUMINARIES 32     /* Sun and Moon only (the other body slots stay NaN; no houses) */

/* ve_positions output layout (Float64 slots) */
#define VE_OUT_AYANAMSA 0
#define VE_OUT_ASC 1
#define VE_OUT_MC 2
#define VE_OUT_CUSPS 3            /* 12 slots: cusp of house 1..12 */
#define VE_OUT_BODIES 15          /* VE_BODY_STRIDE slots per body */
#define VE_BODY_STRIDE 5          /* longitude, latitude, distance, lon speed, lat speed */
#define VE_MAX_BODIES 12
#define VE_OUT_DOUBLES (VE_OUT_BODIES + VE_BODY_STRIDE * VE_MAX_BODIES)
#define VE_SERR_BYTES 256

/* body order in the output: Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn,
 * Rahu, Ketu, [Uranus, Neptune, Pluto] */
static const int planet_order[] = {
  SE_SUN, SE_MOON, SE_MARS, SE_MERCURY, SE_JUPITER, SE_VENUS, SE_SATURN
};
static const int outer_order[] = { SE_URANUS, SE_NEPTUNE, SE_PLUTO };

static int last_sid_mode = -1;

/* swe_set_sid_mode() invalidates the library's position caches, so only call
 * it when the mode actually changes. */
static void use_sid_mode(int sid_mode)
{
  if (sid_mode != last_sid_mode) {
    swe_set_sid_mode(sid_mode, 0, 0);
    last_sid_mode = sid_mode;
  }
}

static int valid_sid_mode(int sid_mode)
{
  return sid_mode >= 0 && sid_mode < SE_NSIDM_PREDEF;
}

static int set_error(char *serr, const char *msg, int code)
{
  strncpy(serr, msg, VE_SERR_BYTES - 1);
  serr[VE_SERR_BYTES - 1] = '\0';
  return code;
}

static int calc_body(double jd_ut, int ipl, int iflag, double *slot, char *serr)
{
  double xx[6];
  int32 ret = swe_calc_ut(jd_ut, ipl, iflag, xx, serr);
  if (ret < 0)
    return VE_ERR_CALC;
  slot[0] = xx[0];
  slot[1] = xx[1];
  slot[2] = xx[2];
  slot[3] = xx[3];
  slot[4] = xx[4];
  return VE_OK;
}

/* Bytes the caller must provide for ve_positions' output. */
int ve_abi_version(void) { return VE_ABI_VERSION; }
int ve_out_doubles(void) { return VE_OUT_DOUBLES; }
int ve_serr_bytes(void) { return VE_SERR_BYTES; }

/*
 * ve_positions — one instant, one set of options, one Float64 buffer.
 *
 * jd_ut     Julian day (UT)
 * flags     VE_FLAG_* bits
 * sid_mode  SE_SIDM_* ayanamsa id (also used for the ayanamsa slot in tropical mode)
 * hsys      house system letter ('W', 'P', 'S', 'O'); used only with VE_FLAG_OBSERVER
 * geolat    geographic latitude, degrees north (VE_FLAG_OBSERVER only)
 * geolon    geographic longitude, degrees east (VE_FLAG_OBSERVER only)
 * out       VE_OUT_DOUBLES doubles; slots that do not apply are set to NaN
 * serr      VE_SERR_BYTES bytes
 *
 * returns VE_OK, VE_WARN_HOUSES_PORPHYRY, or a negative VE_ERR_*.
 */
int ve_positions(double jd_ut, int flags, int sid_mode, int hsys,
                 double geolat, double geolon, double *out, char *serr)
{
  int i, nb = 0, status = VE_OK;
  int iflag = SEFLG_MOSEPH | SEFLG_SPEED;
  double daya;
  double *slot;
  serr[0] = '\0';
  if (!valid_sid_mode(sid_mode))
    return set_error(serr, "unknown ayanamsa id", VE_ERR_ARGUMENT);
  if (!isfinite(jd_ut))
    return set_error(serr, "jd_ut is not a finite number", VE_ERR_ARGUMENT);
  for (i = 0; i < VE_OUT_DOUBLES; i++)
    out[i] = NAN;
  use_sid_mode(sid_mode);
  if (flags & VE_FLAG_SIDEREAL)
    iflag |= SEFLG_SIDEREAL;
  if (flags & VE_FLAG_GEOMETRIC)
    iflag |= SEFLG_TRUEPOS;

  if (swe_get_ayanamsa_ex_ut(jd_ut, SEFLG_MOSEPH, &daya, serr) < 0)
    return VE_ERR_CALC;
  out[VE_OUT_AYANAMSA] = daya;

  slot = out + VE_OUT_BODIES;
  if (flags & VE_FLAG_LUMINARIES) {
    /* The panchang's fast path: tithi, nakshatra, yoga and karana need only these two. */
    for (i = 0; i < 2; i++, slot += VE_BODY_STRIDE) {
      if (calc_body(jd_ut, planet_order[i], iflag, slot, serr) != VE_OK)
        return VE_ERR_CALC;
    }
    return VE_OK;
  }
  for (i = 0; i < 7; i++, nb++, slot += VE_BODY_STRIDE) {
    if (calc_body(jd_ut, planet_order[i], iflag, slot, serr) != VE_OK)
      return VE_ERR_CALC;
  }
  /* Rahu */
  if (calc_body(jd_ut, (flags & VE_FLAG_TRUE_NODE) ? SE_TRUE_NODE : SE_MEAN_NODE,
                iflag, slot, serr) != VE_OK)
    return VE_ERR_CALC;
  /* Ketu: opposite point, latitude mirrored */
  slot[VE_BODY_STRIDE + 0] = swe_degnorm(slot[0] + 180.0);
  slot[VE_BODY_STRIDE + 1] = -slot[1];
  slot[VE_BODY_STRIDE + 2] = slot[2];
  slot[VE_BODY_STRIDE + 3] = slot[3];
  slot[VE_BODY_STRIDE + 4] = -slot[4];
  nb += 2;
  slot += 2 * VE_BODY_STRIDE;
  if (flags & VE_FLAG_OUTER) {
    for (i = 0; i < 3; i++, nb++, slot += VE_BODY_STRIDE) {
      if (calc_body(jd_ut, outer_order[i], iflag, slot, serr) != VE_OK)
        return VE_ERR_CALC;
    }
  }

  if (flags & VE_FLAG_OBSERVER) {
    double cusp[13], ascmc[10];
    int hflag = SEFLG_MOSEPH | ((flags & VE_FLAG_SIDEREAL) ? SEFLG_SIDEREAL : 0);
    int ret;
    if (!(geolat >= -90.0 && geolat <= 90.0 && geolon >= -180.0 && geolon <= 180.0))
      return set_error(serr, "geographic latitude must be within [-90, 90] and longitude within [-180, 180]", VE_ERR_ARGUMENT);
    if (hsys != 'W' && hsys != 'P' && hsys != 'S' && hsys != 'O')
      return set_error(serr, "unsupported house system", VE_ERR_ARGUMENT);
    ret = swe_houses_ex(jd_ut, hflag, geolat, geolon, hsys, cusp, ascmc);
    if (ret < 0) {
      /* swe_houses_ex has no serr; the only failure mode is the Placidus
       * family inside the polar circles, where it returns Porphyry cusps. */
      if (hsys == 'W' || hsys == 'O')
        return set_error(serr, "house calculation failed", VE_ERR_CALC);
      set_error(serr, "within polar circle, switched to Porphyry", VE_WARN_HOUSES_PORPHYRY);
      status = VE_WARN_HOUSES_PORPHYRY;
    }
    out[VE_OUT_ASC] = ascmc[SE_ASC];
    out[VE_OUT_MC] = ascmc[SE_MC];
    for (i = 0; i < 12; i++)
      out[VE_OUT_CUSPS + i] = cusp[i + 1];
  }
  (void) nb;
  return status;
}

/*
 * ve_ayanamsa — true ayanamsa (including nutation in longitude), degrees,
 * such that sidereal longitude = tropical longitude − ayanamsa.
 */
int ve_ayanamsa(double jd_ut, int sid_mode, double *out, char *serr)
{
  serr[0] = '\0';
  if (!valid_sid_mode(sid_mode))
    return set_error(serr, "unknown ayanamsa id", VE_ERR_ARGUMENT);
  use_sid_mode(sid_mode);
  if (swe_get_ayanamsa_ex_ut(jd_ut, SEFLG_MOSEPH, out, serr) < 0)
    return VE_ERR_CALC;
  return VE_OK;
}

/*
 * ve_rise_trans — next rise / set / meridian transit of the Sun or Moon after jd_ut.
 *
 * body      0 = Sun, 1 = Moon
 * event     0 = rise, 1 = set, 2 = upper meridian transit, 3 = lower meridian transit
 * rising    0 = upper limb with refraction (Swiss Ephemeris default),
 *           1 = disc centre without refraction (SE_BIT_HINDU_RISING)
 * geolon, geolat, alt_m   observer (degrees east, degrees north, metres)
 * atpress   pressure in hPa (0 = estimate from altitude), attemp in °C
 * out       1 double: jd_ut of the event
 *
 * returns VE_OK, VE_NO_EVENT (circumpolar within the search window) or VE_ERR_*.
 */
int ve_rise_trans(double jd_ut, int body, int event, int rising,
                  double geolon, double geolat, double alt_m,
                  double atpress, double attemp, double *out, char *serr)
{
  static const int events[] = { SE_CALC_RISE, SE_CALC_SET, SE_CALC_MTRANSIT, SE_CALC_ITRANSIT };
  double geopos[3];
  int32 rsmi, ret;
  serr[0] = '\0';
  *out = NAN;
  if (body != 0 && body != 1)
    return set_error(serr, "body must be the Sun or the Moon", VE_ERR_ARGUMENT);
  if (event < 0 || event > 3)
    return set_error(serr, "unknown event", VE_ERR_ARGUMENT);
  if (rising != 0 && rising != 1)
    return set_error(serr, "unknown rising definition", VE_ERR_ARGUMENT);
  if (!(geolat >= -90.0 && geolat <= 90.0 && geolon >= -180.0 && geolon <= 180.0))
    return set_error(serr, "geographic latitude must be within [-90, 90] and longitude within [-180, 180]", VE_ERR_ARGUMENT);
  if (!isfinite(jd_ut) || !isfinite(alt_m) || !isfinite(atpress) || !isfinite(attemp))
    return set_error(serr, "non-finite argument", VE_ERR_ARGUMENT);
  rsmi = events[event];
  if (rising == 1)
    rsmi |= SE_BIT_HINDU_RISING;
  geopos[0] = geolon;
  geopos[1] = geolat;
  geopos[2] = alt_m;
  ret = swe_rise_trans(jd_ut, body == 0 ? SE_SUN : SE_MOON, NULL, SEFLG_MOSEPH, rsmi,
                       geopos, atpress, attemp, out, serr);
  if (ret == -2) {
    *out = NAN;
    return VE_NO_EVENT;
  }
  if (ret < 0) {
    *out = NAN;
    return VE_ERR_CALC;
  }
  return VE_OK;
}

/*
 * ve_eclipse_loc — the next solar (kind 0) or lunar (kind 1) eclipse after jd_ut that is
 * visible, at least in part, from the observer (swe_sol_eclipse_when_loc /
 * swe_lun_eclipse_when_loc).
 *
 * out[0..9]   tret, as the Swiss Ephemeris documents it for the kind:
 *             solar: 0 maximum, 1–4 first to fourth contact, 5 sunrise, 6 sunset (when
 *             they fall within the eclipse; else 0);
 *             lunar: 0 maximum, 2/3 partial begin/end, 4/5 total begin/end, 6/7 penumbral
 *             begin/end, 8 moonrise, 9 moonset (0 when not applicable);
 * out[10..29] attr: solar 0 magnitude (fraction of diameter), 2 obscuration; lunar 0 umbral
 *             magnitude, 1 penumbral magnitude.
 * out[30..39] lunar only: the eclipse's contacts as swe_lun_eclipse_when gives them (the local
 *             search zeroes the contacts that happen while the Moon is below the horizon).
 *
 * returns the eclipse type and visibility flags (SE_ECL_*, > 0) or VE_ERR_*.
 */
int ve_eclipse_loc(int kind, double jd_ut, double geolon, double geolat, double *out, char *serr)
{
  double geopos[3], tret[10], attr[20];
  int32 ret;
  int i;
  serr[0] = '\0';
  if (kind != 0 && kind != 1)
    return set_error(serr, "kind must be 0 (solar) or 1 (lunar)", VE_ERR_ARGUMENT);
  if (!(geolat >= -90.0 && geolat <= 90.0 && geolon >= -180.0 && geolon <= 180.0))
    return set_error(serr, "geographic latitude must be within [-90, 90] and longitude within [-180, 180]", VE_ERR_ARGUMENT);
  if (!isfinite(jd_ut))
    return set_error(serr, "non-finite argument", VE_ERR_ARGUMENT);
  geopos[0] = geolon;
  geopos[1] = geolat;
  geopos[2] = 0;
  for (i = 0; i < 10; i++) tret[i] = 0;
  for (i = 0; i < 20; i++) attr[i] = 0;
  if (kind == 0)
    ret = swe_sol_eclipse_when_loc(jd_ut, SEFLG_MOSEPH, geopos, tret, attr, 0, serr);
  else
    ret = swe_lun_eclipse_when_loc(jd_ut, SEFLG_MOSEPH, geopos, tret, attr, 0, serr);
  if (ret < 0)
    return VE_ERR_CALC;
  for (i = 0; i < 10; i++) out[i] = tret[i];
  for (i = 0; i < 20; i++) out[10 + i] = attr[i];
  for (i = 0; i < 10; i++) out[30 + i] = 0;
  if (kind == 1) {
    double whole[10];
    for (i = 0; i < 10; i++) whole[i] = 0;
    if (swe_lun_eclipse_when(tret[0] - 1.0, SEFLG_MOSEPH, 0, whole, 0, serr) < 0)
      return VE_ERR_CALC;
    for (i = 0; i < 10; i++) out[30 + i] = whole[i];
  }
  return ret;
}

/* Julian day of a calendar date; gregflag 1 = (proleptic) Gregorian, 0 = Julian.
 * Astronomical year numbering (year 0 = 1 BCE). */
double ve_julday(int year, int month, int day, double hour, int gregflag)
{
  return swe_julday(year, month, day, hour, gregflag);
}

/* Calendar date of a Julian day: out = [year, month, day, hour (decimal)]. */
void ve_revjul(double jd, int gregflag, double *out)
{
  int y, m, d;
  double h;
  swe_revjul(jd, gregflag, &y, &m, &d, &h);
  out[0] = y;
  out[1] = m;
  out[2] = d;
  out[3] = h;
}

/* Delta T (TT − UT) in days, with the Moshier ephemeris' tidal acceleration. */
double ve_deltat(double jd_ut)
{
  return swe_deltat_ex(jd_ut, SEFLG_MOSEPH, NULL);
}
