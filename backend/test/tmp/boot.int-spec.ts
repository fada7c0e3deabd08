import { startTestApp } from '../support/test-app';
it('boots and closes', async () => {
  for (let i = 0; i < 3; i++) {
    let t = Date.now();
    const app = await startTestApp();
    const boot = Date.now() - t;
    t = Date.now();
    await app.close();
    console.log(`boot ${boot} ms close ${Date.now() - t} ms`);
  }
}, 60000);
