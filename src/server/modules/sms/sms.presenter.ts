import type { SmsView } from "@shared/sms/sms";
import type { smsMessages } from "../../db/schema/index";

type Row = typeof smsMessages.$inferSelect;

/** One message as every answer shows it (the sent list, the outbox, a send's answer). */
export function presentSms({ row, projectName }: { row: Row; projectName: string | null }): SmsView {
  return {
    id: row.id,
    projectId: row.projectId,
    projectName,
    workerId: row.workerId,
    recipientName: row.recipientName,
    recipientPhone: row.recipientPhone,
    message: row.message,
    messageType: row.messageType,
    status: row.status,
    provider: row.provider,
    providerMessageId: row.providerMessageId,
    errorMessage: row.errorMessage,
    batchId: row.batchId,
    sentBy: row.sentBy,
    sentByName: row.sentByName,
    sentAt: row.sentAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
