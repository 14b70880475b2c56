import { BackupStatus } from '@tow/contracts';
import type { RegisterRoutes } from '../../app-deps.ts';
import { readLastBackups } from '../../db/repositories/backup-runs.ts';
import { answer, errorResponses, routeDeclarations } from '../../lib/openapi.ts';
import { requireOwner } from '../../middleware/require-auth.ts';

export const registerBackupRoutes: RegisterRoutes = (router, { db, config, backups }, auth) => {
  const { staffRoute } = routeDeclarations(['Backups']);
  const owner = requireOwner('see the backups');

  router.openapi(
    staffRoute({
      method: 'get',
      path: '/backups',
      operationId: 'getBackupStatus',
      summary:
        'The backup settings and the last backup that worked and the last that failed, taken by the schedule or by npm run backup (owner only)',
      middleware: [auth, owner] as const,
      responses: {
        200: answer(
          'backups',
          BackupStatus,
          '`next_at` is the next scheduled backup (null without `BACKUP_SCHEDULE`); a run still going is neither a success nor a failure yet',
        ),
        ...errorResponses(401, 403),
      },
    }),
    async (c) =>
      c.json(
        {
          success: true as const,
          backups: {
            schedule: config.BACKUP_SCHEDULE ?? null,
            next_at: backups.nextAt()?.toISOString() ?? null,
            keep: config.BACKUP_KEEP,
            directory: config.BACKUP_DIR,
            ...(await readLastBackups(db)),
          },
        },
        200,
      ),
  );
};
