import type { Db } from '../db/client.ts';
import {
  attendance,
  auditLog,
  bookIssues,
  checkins,
  creditNoteCounters,
  creditNotes,
  doorDevices,
  doorRefusals,
  doorRules,
  dunningPauses,
  dunningPolicies,
  events,
  expenseSettings,
  expenses,
  gatewayLinks,
  gatewayPayments,
  gatewayRefunds,
  gatewaySettings,
  gstCounters,
  gstDocuments,
  gstSettings,
  holds,
  institutes,
  invoices,
  leads,
  ledgerEntries,
  lockerPlans,
  membershipPlans,
  messageLog,
  messagingSettings,
  monthEndAnswers,
  morningDigests,
  pausePolicies,
  payments,
  planPauses,
  publicPages,
  receiptCounters,
  receipts,
  recurringExpenses,
  reminders,
  reminderTemplates,
  seatBookings,
  seatHistory,
  seatPlans,
  seatReleases,
  seats,
  sessions,
  shifts,
  staffInvoices,
  statementCredits,
  studentInvites,
  uploads,
  waitingList,
  webhookReceipts,
} from '../db/schema/index.ts';
import { claimPublicSlug, recordShareToken } from '../tenancy/directory.queries.ts';
import { type BuiltAdmin, buildPlaces, buildStaff, buildStudent } from './factories.ts';

/** One row in every table of the library (staff and students included). */
export async function fillLibrary(db: Db, admin: BuiltAdmin) {
  const student = await buildStudent(db, { admin });
  const member = await buildStaff(db, { admin });
  const adminId = admin.id;
  const studentId = student.id;
  const [shift] = await db
    .insert(shifts)
    .values({ adminId, name: 'Morning', startTime: '08:00', endTime: '12:00', durationMinutes: 240 })
    .returning({ id: shifts.id });
  await db.insert(institutes).values({ adminId, name: 'North branch' });
  await db.insert(seats).values({ adminId, seatNumber: 'A-1', shiftStart: '08:00', shiftEnd: '12:00' });
  const [place] = await buildPlaces(db, admin, 'seat', ['A-1']);
  const [plan] = await db
    .insert(seatPlans)
    .values({
      adminId,
      seatNumber: 'A-1',
      placeId: place?.id,
      shiftId: shift?.id,
      studentId,
      startsOn: '2026-12-01',
      endsOn: '2026-12-30',
      startMinute: 480,
      endMinute: 720,
      pricePaise: 150_000,
    })
    .returning({ id: seatPlans.id });
  await db.insert(holds).values({
    adminId,
    placeId: place?.id ?? 0,
    seatPlanId: plan?.id,
    studentId,
    days: '[2026-12-01,2026-12-30]',
    minutes: '[480,720)',
  });
  await db.insert(seatReleases).values({ adminId, seatPlanId: plan?.id ?? 0, releasedOn: '2026-12-05' });
  await db.insert(pausePolicies).values({ adminId, seatRule: 'kept', ledgerRule: 'credit' });
  await db.insert(planPauses).values({
    adminId,
    seatPlanId: plan?.id ?? 0,
    studentId,
    startsOn: '2026-12-10',
    endsOn: '2026-12-14',
  });
  await db
    .insert(lockerPlans)
    .values({ adminId, name: 'Locker', lockerNumber: 'L-1', studentId, pricePaise: 20_000 });
  await db.insert(membershipPlans).values({ adminId, name: 'Monthly', durationDays: 30, pricePaise: 99_900 });
  await db.insert(receiptCounters).values({ adminId, lastNumber: 1 });
  await db.insert(doorRules).values({ adminId, dues: 'refuse', freeNoShowSeats: true });
  await db
    .insert(doorRefusals)
    .values({ adminId, studentId, rules: ['plan_expired'], staffName: member.name ?? 'Desk' });
  await db.insert(doorDevices).values({ adminId, kind: 'poster', name: 'Main door' });
  await db.insert(studentInvites).values({
    adminId,
    studentId,
    tokenHash: 'a'.repeat(64),
    expiresAt: new Date('2026-12-08T00:00:00Z'),
  });
  // (cockpit_history, the cockpit's stored charts, is written by the triggers of these inserts, 0061.)
  const [receipt] = await db
    .insert(receipts)
    .values({
      adminId,
      number: 1,
      studentId,
      customerName: student.name,
      amountPaise: 50_000,
      method: 'cash',
      paidOn: '2026-12-01',
      collectedByRole: 'admin',
      collectedById: adminId,
      collectedByName: admin.name,
      shareToken: `share-${adminId}-${studentId}-token`,
    })
    .returning({ id: receipts.id, shareToken: receipts.shareToken });
  if (receipt) await recordShareToken(db, receipt.shareToken, adminId, receipt.id);
  await db.insert(ledgerEntries).values([
    {
      adminId,
      studentId,
      entryType: 'charge',
      chargeKind: 'seat',
      amountPaise: 150_000,
      entryDate: '2026-12-01',
    },
    {
      adminId,
      studentId,
      entryType: 'payment',
      method: 'cash',
      amountPaise: 50_000,
      receiptId: receipt?.id,
      entryDate: '2026-12-01',
    },
  ]);
  await db
    .insert(seatHistory)
    .values({ adminId, studentId, seat: 'A-1', locker: 'L-1', recordedOn: '2026-12-01' });
  await db.insert(invoices).values({ adminId, studentId, amountPaise: 50_000, description: 'December seat' });
  await db.insert(staffInvoices).values({
    adminId,
    createdByStaffId: member.id,
    customerName: 'Walk-in',
    amountPaise: 5_000,
    dueDate: '2026-12-10',
  });
  const [paid] = await db
    .insert(payments)
    .values({
      adminId,
      studentId,
      amountPaise: 50_000,
      status: 'Paid',
      utr: '433512345678',
      receiptId: receipt?.id,
    })
    .returning({ id: payments.id });
  // The student's one unfinished payment (one per student): the gateway's link below is for it.
  const [payment] = await db
    .insert(payments)
    .values({ adminId, studentId, amountPaise: 50_000 })
    .returning({ id: payments.id });
  await db.insert(statementCredits).values({
    adminId,
    fingerprint: 'f'.repeat(64),
    bank: 'hdfc',
    txnDate: '2026-12-01',
    amountPaise: 50_000,
    utr: '433512345678',
    narration: 'UPI-STUDENT-433512345678',
    paymentId: paid?.id,
    receiptId: receipt?.id ?? 0,
  });
  await db.insert(creditNoteCounters).values({ adminId, lastNumber: 1 });
  const [note] = await db
    .insert(creditNotes)
    .values({
      adminId,
      number: 1,
      receiptId: receipt?.id ?? 0,
      studentId,
      customerName: student.name,
      amountPaise: 10_000,
      method: 'cash',
      reason: 'Left early',
      issuedOn: '2026-12-02',
      issuedByName: admin.name,
    })
    .returning({ id: creditNotes.id });
  // GST (0057): the registration, each series' counter, the receipt's invoice and the note's.
  await db
    .insert(gstSettings)
    .values({ adminId, gstin: '27AAPFU0939F1ZV', legalName: 'Fill LLP', stateCode: '27' });
  await db.insert(gstCounters).values([
    { adminId, series: 'invoice', fy: '2026-27', lastNumber: 1 },
    { adminId, series: 'credit_note', fy: '2026-27', lastNumber: 1 },
  ]);
  const gstDocument = {
    fy: '2026-27',
    serial: 1,
    receiptId: receipt?.id ?? 0,
    supplierGstin: '27AAPFU0939F1ZV',
    supplierLegalName: 'Fill LLP',
    supplierState: '27',
    placeOfSupply: '27',
    sac: '998451',
    ratePercent: 18,
    pricesIncludeTax: true,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: 0,
  };
  await db.insert(gstDocuments).values([
    {
      ...gstDocument,
      adminId,
      kind: 'invoice',
      number: '2026-27/0001',
      issuedOn: '2026-12-01',
      taxablePaise: 50_000,
      totalPaise: 50_000,
    },
    {
      ...gstDocument,
      adminId,
      kind: 'credit_note',
      number: 'CN2026-27/0001',
      creditNoteId: note?.id ?? 0,
      issuedOn: '2026-12-02',
      taxablePaise: 10_000,
      totalPaise: 10_000,
    },
  ]);
  await db.insert(gatewaySettings).values({ adminId, razorpayKeyId: 'rzp_test_fill0001' });
  const [link] = await db
    .insert(gatewayLinks)
    .values({
      adminId,
      paymentId: payment?.id ?? 0,
      provider: 'razorpay',
      linkId: `plink_fill${adminId}`,
      url: 'https://rzp.io/i/fill',
      amountPaise: 50_000,
      status: 'paid',
      expiresAt: new Date(Date.now() + 3_600_000),
    })
    .returning({ id: gatewayLinks.id });
  await db.insert(gatewayPayments).values({
    adminId,
    provider: 'razorpay',
    providerPaymentId: `pay_fill${adminId}`,
    linkId: link?.id ?? 0,
    amountPaise: 50_000,
    receiptId: receipt?.id ?? null,
  });
  await db.insert(gatewayRefunds).values({
    adminId,
    provider: 'razorpay',
    providerRefundId: `rfnd_fill${adminId}`,
    providerPaymentId: `pay_fill${adminId}`,
    creditNoteId: note?.id ?? 0,
    amountPaise: 10_000,
    status: 'pending',
  });
  await db.insert(gatewayLinks).values({
    adminId,
    paymentId: payment?.id ?? 0,
    provider: 'razorpay',
    kind: 'qr',
    linkId: `qr_fill${adminId}`,
    url: 'https://rzp.io/i/fillqr',
    qrContent: 'upi://pay?pa=fill@razorpay&am=500.00',
    amountPaise: 50_000,
    status: 'expired',
    expiresAt: new Date(Date.now() - 3_600_000),
  });
  await db
    .insert(bookIssues)
    .values({ adminId, studentId, bookTitle: 'Indian Polity', issueDate: '2026-12-01' });
  await db.insert(events).values({ adminId, title: 'Mock test', eventDate: '2026-12-20' });
  await db.insert(checkins).values({ adminId, studentId, createdByStaffId: member.id });
  await db
    .insert(attendance)
    .values({ adminId, studentId, studentName: student.name, attendanceDate: '2026-12-01' });
  await db.insert(seatBookings).values({
    adminId,
    staffId: member.id,
    staffName: member.name,
    seatNumber: 'A-2',
    bookingDate: '2026-12-01',
  });
  await db.insert(sessions).values({
    tokenHash: `hash-${adminId}-${Math.random()}`,
    role: 'admin',
    userId: adminId,
    adminId,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  await db.insert(uploads).values({
    adminId,
    path: `uploads/events/${adminId}-${Math.random()}.png`,
    contentType: 'image/png',
    bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  });
  await db.insert(reminderTemplates).values({ adminId, kind: 'dues', lang: 'hi', body: 'नमस्ते {name}' });
  const [reminder] = await db
    .insert(reminders)
    .values({
      adminId,
      studentId,
      kind: 'dues',
      channel: 'whatsapp',
      lang: 'en',
      phone: '+919876543210',
      message: 'Hello',
      sentByRole: 'admin',
      sentById: adminId,
      sentByName: admin.name,
    })
    .returning();
  const none = { dues: { en: '', hi: '' }, expiry: { en: '', hi: '' } };
  await db.insert(messagingSettings).values({ adminId, whatsappTemplates: none, smsTemplates: none });
  await db.insert(messageLog).values({
    adminId,
    studentId,
    reminderId: reminder?.id ?? null,
    kind: 'dues',
    channel: 'whatsapp',
    provider: 'whatsapp_cloud',
    template: 'fee_due_reminder',
    phone: '+919876543210',
    providerMessageId: `wamid.${adminId}`,
    status: 'delivered',
  });
  await db.insert(webhookReceipts).values({ adminId, digest: `digest-${adminId}` });
  await db.insert(monthEndAnswers).values({
    adminId,
    studentId,
    month: '2027-01',
    seatPlanId: plan?.id ?? 0,
    answer: 'no',
    answeredBy: 'app',
  });
  await db.insert(waitingList).values([
    { adminId, studentId, name: student.name, shiftId: shift?.id, seatPlanId: plan?.id },
    { adminId, name: 'Asha Verma', phone: '9876543210' },
  ]);
  await db.insert(morningDigests).values({ adminId, onDate: '2026-12-01', body: {} });
  await claimPublicSlug(db, `library-${adminId}`, adminId);
  await db
    .insert(publicPages)
    .values({ adminId, enabled: true, slug: `library-${adminId}`, facilities: ['AC'] });
  await db.insert(leads).values({
    adminId,
    name: student.name,
    phone: '9876543211',
    shiftId: shift?.id,
    status: 'joined',
    studentId,
    followUpOn: '2026-12-02',
  });
  await db.insert(dunningPolicies).values({
    adminId,
    enabled: true,
    daysBefore: 3,
    onDue: true,
    daysAfter: 3,
    everyDays: 5,
    maxCount: 6,
    skipPaidDays: 3,
    sendFrom: '09:00',
    sendUntil: '21:00',
  });
  await db.insert(dunningPauses).values({ adminId, studentId, until: null, pausedByName: admin.name });
  await db.insert(expenseSettings).values({ adminId, staffMayRecord: true });
  const [rent] = await db
    .insert(recurringExpenses)
    .values({ adminId, category: 'rent', amountPaise: 1_500_000, method: 'bank_transfer', dayOfMonth: 1 })
    .returning();
  const bill = `uploads/bills/${String(adminId).padStart(32, '0')}.png`;
  await db.insert(uploads).values({
    adminId,
    path: bill,
    contentType: 'image/png',
    bytes: Buffer.from('bill'),
  });
  await db.insert(expenses).values([
    {
      adminId,
      category: 'rent',
      spentOn: '2026-12-01',
      amountPaise: 1_500_000,
      method: 'bank_transfer',
      recurringId: rent?.id,
      postedMonth: '2026-12',
      recordedByRole: 'system',
    },
    {
      adminId,
      category: 'Water cans',
      spentOn: '2026-12-02',
      amountPaise: 24_000,
      method: 'cash',
      note: 'Two cans',
      bill,
      recordedByRole: 'admin',
      recordedByName: admin.name,
      recordedById: adminId,
    },
  ]);
  await db
    .insert(auditLog)
    .values({ adminId, action: 'student.create', actorRole: 'admin', actorId: adminId });
}
