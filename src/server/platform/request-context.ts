import type { FastifyRequest } from "fastify";

/** Who did it and from where, for the audit log and sessions. */
export function clientInfo(request: FastifyRequest) {
  return {
    ipAddress: request.ip,
    userAgent: (request.headers["user-agent"] ?? "").slice(0, 500) || null,
  };
}
