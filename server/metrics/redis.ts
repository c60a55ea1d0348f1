// Times every Redis command and counts failures. ioredis has no command hooks, so this wraps the
// client's `sendCommand`, which plain commands, scripts, pipelines and transactions all go
// through (the same point OpenTelemetry's ioredis instrumentation uses).
import type { RedisClient } from '../redis/client';
import type { Metrics } from './registry';

interface SentCommand {
  name: string;
  promise: Promise<unknown>;
}

export function instrumentRedis(redis: RedisClient, metrics: Metrics): void {
  const client = redis as unknown as { sendCommand: (command: SentCommand, ...rest: unknown[]) => unknown };
  const send = client.sendCommand.bind(redis);
  client.sendCommand = function timedSendCommand(command: SentCommand, ...rest: unknown[]) {
    const stopTimer = metrics.redisCommandDuration.startTimer({ command: command.name });
    command.promise.then(
      () => stopTimer(),
      () => {
        stopTimer();
        metrics.redisCommandErrors.inc({ command: command.name });
      },
    );
    return send(command, ...rest);
  };
  redis.on('error', () => metrics.redisConnectionErrors.inc());
}
