print("tgl")
