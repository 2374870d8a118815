/**
 * The Doctor Verified PDFs, drawn with pdf-lib (already used by the labs module): the detailed health report and
 * the medical clearance certificate. Standard Helvetica only (no font files); text is reduced to its WinAnsi
 * characters so any input draws.
 */
import type { PDFFont, PDFPage } from '@cantoo/pdf-lib';
import type { BiomarkerHistory } from '@common/clinician';
import { MEAL_SLOT_LABELS, showsNumbers, type PlanContent } from '@common/plan';
import type { RiskAssessment } from '@common/risk';
import { Conflict } from '../../lib/errors';
import type * as repo from './clinician-repo';

const load = () => import('@cantoo/pdf-lib');

/** Characters Helvetica's WinAnsi encoding cannot draw become readable ASCII. */
export function pdfText(s: string): string {
  return s
    .replace(/≥/g, '>=')
    .replace(/≤/g, '<=')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[−—]/g, '-')
    .replace(/√/g, 'sqrt')
    .replace(/⁹/g, '9')
    .replace(/[^\x20-\x7e\u00a0-\u00ff–×•…€]/g, '?');
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;

/** A cursor that writes wrapped lines and starts new pages as needed. */
async function writer() {
  const { PDFDocument, StandardFonts, rgb } = await load();
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const width = A4[0] - 2 * MARGIN;

  const ensure = (h: number) => {
    if (y - h < MARGIN) {
      page = doc.addPage(A4);
      y = A4[1] - MARGIN;
    }
  };
  const wrap = (text: string, f: PDFFont, size: number): string[] => {
    const lines: string[] = [];
    for (const para of pdfText(text).split('\n')) {
      let line = '';
      for (const word of para.split(' ')) {
        const next = line ? `${line} ${word}` : word;
        if (f.widthOfTextAtSize(next, size) > width && line) {
          lines.push(line);
          line = word;
        } else line = next;
      }
      lines.push(line);
    }
    return lines;
  };
  const text = (t: string, opts: { size?: number; bold?: boolean; gap?: number } = {}) => {
    const size = opts.size ?? 10;
    const f = opts.bold ? bold : font;
    for (const line of wrap(t, f, size)) {
      ensure(size + 4);
      page.drawText(line, { x: MARGIN, y: y - size, size, font: f, color: rgb(0.1, 0.1, 0.12) });
      y -= size + 4;
    }
    y -= opts.gap ?? 2;
  };
  const heading = (t: string) => {
    y -= 8;
    text(t, { size: 14, bold: true, gap: 4 });
  };
  /** A small line chart of one biomarker's values over time. */
  const chart = (h: BiomarkerHistory) => {
    const H = 60;
    ensure(H + 30);
    const values = h.points.map((p) => p.value);
    const min = Math.min(...values);
    const max = Math.max(...values);
    const span = max - min || 1;
    const x0 = MARGIN + 10;
    const w = Math.min(width - 20, 300);
    const yBase = y - H;
    page.drawRectangle({
      x: x0,
      y: yBase,
      width: w,
      height: H,
      borderColor: rgb(0.8, 0.8, 0.85),
      borderWidth: 0.5,
    });
    const pts = h.points.map((p, i) => ({
      x: x0 + (h.points.length === 1 ? w / 2 : (i / (h.points.length - 1)) * w),
      y: yBase + 6 + ((p.value - min) / span) * (H - 12),
    }));
    for (let i = 1; i < pts.length; i++) {
      page.drawLine({ start: pts[i - 1]!, end: pts[i]!, thickness: 1.2, color: rgb(0.1, 0.45, 0.7) });
    }
    for (const p of pts) page.drawCircle({ x: p.x, y: p.y, size: 2, color: rgb(0.1, 0.45, 0.7) });
    page.drawText(pdfText(`${max} ${h.unit}`), { x: x0 + w + 6, y: yBase + H - 8, size: 7, font });
    page.drawText(pdfText(`${min} ${h.unit}`), { x: x0 + w + 6, y: yBase + 2, size: 7, font });
    y = yBase - 6;
    text(h.points.map((p) => `${p.sampledAt}: ${p.value}${p.flag ? ` (${p.flag})` : ''}`).join('   '), {
      size: 8,
    });
  };
  return { doc, text, heading, chart, page: () => page, font, bold, rgb };
}

export interface ReportData {
  plan: { id: string; createdAt: Date; planType: string; summary: string };
  content: PlanContent;
  profile:
    | {
        age: number | null;
        gender: string | null;
        heightCm: number | null;
        weightKg: number | null;
        activityLevel: string | null;
        medicalConditions: string[];
        medications: string[];
        systolicBp: number | null;
        diastolicBp: number | null;
        waistCm: number | null;
        smoker: boolean | null;
      }
    | undefined;
  biomarkers: BiomarkerHistory[];
  risk: RiskAssessment;
  review: repo.ReviewRow | undefined;
  clinician: repo.ClinicianRow | undefined;
  member: { username: string } | undefined;
}

export async function healthReportPdf(d: ReportData, now: Date): Promise<Buffer> {
  const w = await writer();
  w.text('VitalPlan — Detailed health report', { size: 18, bold: true, gap: 6 });
  w.text(
    `Member: ${d.member?.username ?? ''}   Plan created: ${d.plan.createdAt.toISOString().slice(0, 10)}   Report made: ${now.toISOString().slice(0, 10)}`,
  );
  w.heading('Profile');
  const p = d.profile;
  w.text(
    p
      ? [
          `Age ${p.age ?? '—'}, ${p.gender ?? 'sex not given'}, height ${p.heightCm ?? '—'} cm, weight ${p.weightKg ?? '—'} kg, activity ${p.activityLevel ?? '—'}`,
          `Blood pressure: ${p.systolicBp && p.diastolicBp ? `${p.systolicBp}/${p.diastolicBp} mmHg` : 'not given'}; waist ${p.waistCm ? `${p.waistCm} cm` : 'not given'}; smoker: ${p.smoker === null ? 'not given' : p.smoker ? 'yes' : 'no'}`,
          `Conditions: ${p.medicalConditions.join(', ') || 'none listed'}`,
          `Medications: ${p.medications.join(', ') || 'none listed'}`,
        ].join('\n')
      : 'No profile on file.',
  );
  w.heading('Biomarkers and trends');
  if (d.biomarkers.length === 0) w.text('No blood test results on file.');
  for (const b of d.biomarkers) {
    w.text(`${b.name} (${b.unit})`, { bold: true });
    w.chart(b);
  }
  w.heading('Health risk assessment');
  for (const s of d.risk.scores) {
    w.text(
      `${s.name}: ${s.value ?? '—'}${s.unit && s.value !== null ? ` ${s.unit}` : ''}${s.band ? ` — ${s.band}` : ''}`,
      { bold: true },
    );
    w.text(s.meaning);
    if (s.missingInputs.length) w.text(`Missing: ${s.missingInputs.join(', ')}`, { size: 8 });
    w.text(`Source: ${s.source}`, { size: 7, gap: 4 });
  }
  w.text(d.risk.disclaimer, { size: 8 });
  w.heading('Plan targets');
  const t = d.content.targets;
  w.text(`${d.plan.summary}`);
  // Eating-disorder history: no calorie or gram targets in anything the member reads (showsNumbers, NICE NG69).
  if (showsNumbers(d.content))
    w.text(
      `Energy ${t.calories} kcal a day; protein ${t.proteinG} g (${t.proteinGPerKg} g/kg), carbohydrate ${t.carbsG} g, fat ${t.fatG} g, fibre ${t.fiberG} g, water ${t.waterMl} ml` +
        (t.limits?.sodiumMaxMg ? `; sodium at most ${t.limits.sodiumMaxMg} mg` : '') +
        (t.limits?.potassiumMaxMg ? `; potassium at most ${t.limits.potassiumMaxMg} mg` : ''),
    );
  else
    w.text(
      'Regular meals with plate-based portions; no calorie or gram targets are shown. Please use this plan with your care team.',
    );
  const slots = d.content.days[0]?.meals.map((m) => MEAL_SLOT_LABELS[m.slot]) ?? [];
  if (slots.length) w.text(`Meals each day: ${slots.join(', ')}`);
  if (d.content.warnings.length) {
    w.text('Warnings', { bold: true });
    for (const warning of d.content.warnings)
      w.text(`• [${warning.severity}] ${warning.message}`, { size: 9 });
  }
  w.heading('Clinician review');
  if (!d.review) w.text('This plan type has no clinician review.');
  else {
    w.text(
      `Status: ${d.review.status.replace('_', ' ')}${d.review.decidedAt ? ` on ${d.review.decidedAt.toISOString().slice(0, 10)}` : ''}`,
    );
    if (d.clinician) {
      w.text(
        `Reviewer: ${d.clinician.displayName}, ${d.clinician.specialty}; registration ${d.clinician.registrationNumber} (${d.clinician.registrationBody})`,
      );
    }
    if (d.review.note) w.text(`Note: ${d.review.note}`);
  }
  return Buffer.from(await w.doc.save());
}

export interface CertificateRecord {
  plan: { id: string; planType: string; summary: string; content: PlanContent };
  review: repo.ReviewRow | undefined;
  clinician: repo.ClinicianRow | undefined;
  certificate: repo.CertificateRow | undefined;
  member: { username: string } | undefined;
}

/** The medical clearance certificate: only for an approved plan whose certificate is in force. */
export async function certificatePdf(r: CertificateRecord, publicUrl: string): Promise<Buffer> {
  if (r.review?.status !== 'approved' || !r.certificate || !r.clinician) {
    throw new Conflict('The certificate is issued when your clinician approves this plan.');
  }
  if (r.certificate.revokedAt) {
    throw new Conflict(
      `This certificate was revoked: ${r.certificate.revokedReason ?? 'a new review started'}.`,
    );
  }
  const c = r.certificate;
  const w = await writer();
  const verifyUrl = `${publicUrl.replace(/\/$/, '')}/verify/${c.code}`;
  w.text('Medical clearance certificate', { size: 20, bold: true, gap: 10 });
  w.text(
    `This certifies that the programme below was reviewed and approved by a registered healthcare professional for the member ${r.member?.username ?? ''}.`,
  );
  w.heading('Clinician');
  w.text(`${r.clinician.displayName}, ${r.clinician.specialty}`);
  w.text(`Registration number ${r.clinician.registrationNumber}, ${r.clinician.registrationBody}`);
  w.heading('Scope');
  w.text(r.plan.summary);
  const restrictions = [
    ...r.plan.content.warnings.filter((x) => x.severity !== 'info').map((x) => x.message),
    ...r.plan.content.training.notes,
  ];
  if (restrictions.length) {
    w.text('Restrictions and cautions:', { bold: true });
    for (const line of restrictions.slice(0, 15)) w.text(`• ${line}`, { size: 9 });
  }
  w.text(
    'The clearance covers this programme only; it is not a fitness-for-work, sports or insurance certificate.',
    { size: 9 },
  );
  w.heading('Validity');
  w.text(
    `Issued ${c.issuedAt.toISOString().slice(0, 10)}; valid until ${c.expiresAt.toISOString().slice(0, 10)}, unless revoked earlier (a new review or a refund revokes it).`,
  );
  if (r.review.note) w.text(`Clinician's note: ${r.review.note}`);
  w.heading('Verification');
  w.text(`Code: ${c.code}`, { bold: true, size: 14 });
  w.text(`Check it at ${verifyUrl} or GET ${publicUrl.replace(/\/$/, '')}/api/certificates/${c.code}`);
  return Buffer.from(await w.doc.save());
}
