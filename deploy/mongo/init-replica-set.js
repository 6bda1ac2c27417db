// Run by the mongo-init service (mongosh): makes the one-member replica set rs0 once, then waits
// for its primary. Running it again on an initiated set changes nothing.
try {
  rs.status();
  print('replica set rs0 already initiated');
} catch (error) {
  if (error.codeName !== 'NotYetInitialized') throw error;
  rs.initiate({ _id: 'rs0', members: [{ _id: 0, host: 'mongo:27017' }] });
  print('replica set rs0 initiated');
}
for (let waited = 0; !db.hello().isWritablePrimary; waited += 1) {
  if (waited === 120) {
    print('replica set rs0 has no primary after 60 s');
    quit(1);
  }
  sleep(500);
}
print('replica set rs0 has a primary');
