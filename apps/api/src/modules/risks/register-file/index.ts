/**
 * `GET /api/risks/export?format=xlsx|csv` (the list's filters) and `POST /api/risks/import?dryRun=`
 * (multipart `file`, the export's columns). The export is written to disk batch by batch, then sent
 * (`sendExport`).
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemSchema } from '@freeboard/shared/common/common.schemas';
import {
  riskExportQuerySchema,
  riskImportQuerySchema,
  riskImportResultSchema,
} from '@freeboard/shared/risks/risks.schemas';
import { csvContentType } from '../../../lib/exports/csv-file';
import { sendExport } from '../../../lib/exports/send-export';
import { inTenant } from '../../../lib/resources/tenant-context';
import { todayIso } from '../../../lib/resources/today';
import { receiveUpload } from '../../documents/upload/receive-upload';
import { importRegisterAnswer } from './import-register';
import { inImportTurn } from './import-turns';
import { controlSheetRows, registerRows } from './register-export.repo';
import { registerFileLimits } from './register-file-limits';
import { signedInProblems } from '../../../lib/resources/route-problems';

const formats = {
  xlsx: { extension: 'xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  csv: { extension: 'csv', type: csvContentType },
} as const;

export default async function registerFileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, {
    limits: { fileSize: registerFileLimits.maxBytes, files: 1, fields: 5, fieldSize: 1000, parts: 6, headerPairs: 100 },
  });

  app.get(
    '/risks/export',
    {
      preValidation: app.requireTenant('read', 'Risk'),
      schema: {
        tags: ['risks'],
        summary: 'The filtered register as a workbook (risks and their controls) or a CSV of the risks',
        querystring: riskExportQuerySchema,
        response: { 200: z.any().describe('The file'), ...signedInProblems },
      },
    },
    async (request, reply) => {
      const { format, ...filters } = request.query;
      const file = {
        name: `risk-register-${todayIso()}.${formats[format].extension}`,
        contentType: formats[format].type,
      };
      return sendExport(reply, file, (filePath) =>
        inTenant(app, request, async ({ tx, tenantID }) => {
          const risks = registerRows(tx, tenantID, filters);
          // The writers load with the first export, not with the server.
          const { writeCsv, writeWorkbook } = await import('./write-register');
          if (format === 'csv') await writeCsv(filePath, risks);
          else await writeWorkbook(filePath, risks, () => controlSheetRows(tx, tenantID, filters));
        }),
      );
    },
  );

  app.post(
    '/risks/import',
    {
      preValidation: app.requireTenant('create', 'Risk'),
      schema: {
        tags: ['risks'],
        summary:
          'Import risks from a register file (the export’s columns): creates or updates by code in one transaction; a dry run, or a file with any error, changes nothing',
        consumes: ['multipart/form-data'],
        querystring: riskImportQuerySchema,
        response: {
          200: riskImportResultSchema,
          ...signedInProblems,
          409: problemSchema,
          413: problemSchema,
          415: problemSchema,
          429: problemSchema,
        },
      },
    },
    async (request) =>
      // One import per tenant at a time, a few across tenants (`import-turns`).
      inImportTurn(request.tenant!.tenantID, async () => {
        const upload = await receiveUpload(request, registerFileLimits.maxBytes);
        try {
          const { readRegisterFile } = await import('./read-register');
          const rows = await readRegisterFile(upload.file.path);
          const data = await importRegisterAnswer((work) => inTenant(app, request, work), rows, request.query.dryRun);
          return { data };
        } finally {
          await upload.discard();
        }
      }),
  );
}
