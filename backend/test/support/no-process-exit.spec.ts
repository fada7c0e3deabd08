describe('process.exit under test', () => {
  it('throws instead of ending the jest worker, naming the code', () => {
    expect(() => process.exit(3)).toThrow('process.exit(3) was called under test');
  });

  it('can still be mocked by a test of an exit path, and comes back after', () => {
    const exit = jest.spyOn(process, 'exit').mockImplementation(() => undefined as never);
    process.exit(0);
    expect(exit).toHaveBeenCalledWith(0);
    exit.mockRestore();
    expect(() => process.exit(1)).toThrow('process.exit(1) was called under test');
  });
});
