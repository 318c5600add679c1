import { Redis } from 'ioredis';
import { newOrigin, orderedPublisher, unpackMessage, type CrashBus } from './bus';

/**
 * Redis pub/sub (REDIS_URL): one connection subscribes, another publishes (a subscribed Redis
 * connection can do nothing else). The channel is named after the database, so deployments — or
 * test databases — sharing one Redis never hear each other. ioredis reconnects and subscribes
 * again by itself; each time it is ready again after a gap the feed resyncs from the database.
 */
export function redisBus(
  url: string,
  database: string,
  onError: (error: unknown) => void,
): CrashBus {
  const channel = `khel:crash:${database}`;
  const origin = newOrigin();
  const options = { lazyConnect: true, maxRetriesPerRequest: 2 };
  const subscriber = new Redis(url, options);
  const publisherConnection = new Redis(url, options);
  // A dropped connection reconnects by itself; without a listener the error would end the process.
  subscriber.on('error', onError);
  publisherConnection.on('error', onError);
  const publisher = orderedPublisher(
    origin,
    (message) => publisherConnection.publish(channel, message),
    onError,
  );
  return {
    kind: 'redis',
    async start(deliver, resync) {
      let ready = 0;
      subscriber.on('ready', () => {
        ready += 1;
        if (ready > 1) resync();
      });
      subscriber.on('message', (from: string, text: string) => {
        if (from !== channel) return;
        for (const change of unpackMessage(origin, text)) deliver(change);
      });
      try {
        await Promise.all([subscriber.connect(), publisherConnection.connect()]);
        await subscriber.subscribe(channel);
      } catch (error) {
        // Redis away at start: ioredis keeps trying; its subscription is restored when ready.
        onError(error);
      }
    },
    publish: (change) => publisher.publish(change),
    async close() {
      await publisher.flush();
      subscriber.disconnect();
      publisherConnection.disconnect();
    },
  };
}
