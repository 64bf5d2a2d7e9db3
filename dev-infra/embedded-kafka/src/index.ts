import { spawn } from 'node:child_process';
import { ensureKcat } from './kcat';

export type EmbeddedKafka = {
  /** Bootstrap address, e.g. `127.0.0.1:40123`, for KAFKA_BROKERS. */
  brokers: string;
  stop(): Promise<void>;
};

export type EmbeddedKafkaOptions = {
  /** How many mock brokers (default 1). */
  brokers?: number;
  log?: (line: string) => void;
};

const READY = /Mock cluster enabled: .* replaced with (\S+)/;

/**
 * Starts librdkafka's mock cluster: a Kafka-protocol broker in memory that kafkajs producers
 * and consumer groups talk to unchanged; topics are created on first use. kcat hosts it: with
 * `test.mock.num.brokers` set, librdkafka starts the brokers and logs their address.
 * Data lives as long as the process: this is for development and tests, not production.
 */
export async function startEmbeddedKafka(options: EmbeddedKafkaOptions = {}): Promise<EmbeddedKafka> {
  const kcat = ensureKcat(options.log);
  const child = spawn(
    kcat,
    ['-X', `test.mock.num.brokers=${options.brokers ?? 1}`, '-b', '127.0.0.1:1', '-C', '-t', '__embedded_kafka_keepalive', '-q'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const brokers = await new Promise<string>((resolve, reject) => {
    let stderr = '';
    const timer = setTimeout(() => reject(new Error(`embedded Kafka did not start: ${stderr}`)), 10_000);
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const match = READY.exec(stderr);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`kcat exited with ${String(code)}: ${stderr}`));
    });
  });
  let stopped: Promise<void> | undefined;
  return {
    brokers,
    stop: () => {
      stopped ??= new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      return stopped;
    },
  };
}

export { ensureKcat } from './kcat';
