// HAProxy and server processes for the server tests: what the processes write is kept, and
// named in the error when the cluster does not start.
import { Writable } from 'node:stream';
import { createCluster, type Cluster, type ClusterSettings } from '../../scripts/cluster/cluster.ts';

export async function startTestCluster(settings: Omit<ClusterSettings, 'output'>): Promise<Cluster> {
  let output = '';
  const cluster = createCluster({
    ...settings,
    output: new Writable({
      write(chunk: Buffer, _encoding, done) {
        output += chunk.toString();
        done();
      },
    }),
  });
  try {
    await cluster.start();
  } catch (error) {
    await cluster.stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${output}`);
  }
  return cluster;
}
