import { logLevel, type KafkaConfig } from 'kafkajs';
import type { Logger } from 'pino';
import { fixRequestQueueSchedule } from './kafka-request-queue';

// Every Kafka client of a service is made with kafkaLogging: the fix is in place before the first.
fixRequestQueueSchedule();

const TO_PINO = {
  [logLevel.NOTHING]: 'error',
  [logLevel.ERROR]: 'error',
  [logLevel.WARN]: 'warn',
  [logLevel.INFO]: 'info',
  [logLevel.DEBUG]: 'debug',
} as const;

/**
 * Spread into every `new Kafka({...})`: kafkajs's own lines (broker lost, rebalancing, retries)
 * go through the process's logger, in its format, instead of kafkajs's JSON on the console.
 * Warnings and errors only: kafkajs's info lines narrate every join and connect.
 */
export function kafkaLogging(log: Logger): Pick<KafkaConfig, 'logLevel' | 'logCreator'> {
  return {
    logLevel: logLevel.WARN,
    logCreator:
      () =>
      ({ namespace, level, log: { message, timestamp: _timestamp, logger: _logger, ...fields } }) =>
        log[TO_PINO[level]]({ kafkajs: namespace, ...fields }, message),
  };
}
